import Link from 'next/link'

/** The detail pages' 'Kembali' button: back to the list it belongs to. */
export function BackLink({ href }: { href: string }) {
  return (
    <Link
      href={href}
      className="inline-flex items-center gap-2 rounded-lg border border-line bg-surface px-4 py-2 text-sm font-semibold text-brand-800 hover:border-brand-500 hover:bg-brand-50"
    >
      <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4">
        <path d="M12.5 4 6.5 10l6 6" fill="none" stroke="currentColor" strokeWidth="2" />
      </svg>
      Kembali
    </Link>
  )
}
