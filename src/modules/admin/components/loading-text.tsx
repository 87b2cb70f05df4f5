/** A route's loading state: the spec's plain loading text, announced politely. */
export function LoadingText({ text }: { text: string }) {
  return (
    <p role="status" className="py-10 text-center text-muted">
      {text}
    </p>
  )
}
