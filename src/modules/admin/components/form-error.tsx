/**
 * The form's validation messages, once each. A role="alert" element is announced as it appears,
 * so it is only rendered while there is something to say.
 */
export function FormError({ id, messages }: { id?: string; messages: Array<string | undefined> }) {
  const unique = [...new Set(messages.filter((m): m is string => Boolean(m)))]
  if (unique.length === 0) return null
  return (
    <div
      id={id}
      role="alert"
      className="rounded-lg border border-danger/30 bg-danger-50 px-4 py-3 text-sm font-medium text-danger"
    >
      {unique.length === 1 ? (
        <p>{unique[0]}</p>
      ) : (
        <ul className="space-y-1">
          {unique.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
    </div>
  )
}
