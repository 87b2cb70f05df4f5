import Link from 'next/link'

import { buttonClass } from './button-styles'

/** The 'Kembali' button of the detail pages and the admin forms: back to the list it came from. */
export function BackLink({ href, label = 'Kembali' }: { href: string; label?: string }) {
  return (
    <Link href={href} className={buttonClass('secondary', 'sm')}>
      <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4">
        <path d="M12.5 4 6.5 10l6 6" fill="none" stroke="currentColor" strokeWidth="2" />
      </svg>
      {label}
    </Link>
  )
}
