import Link from 'next/link'

import { buttonClass } from './button-styles'
import { ArrowLeftIcon } from './icons'

/** The forms' and detail pages' 'Kembali' button. */
export function BackLink({ href, label = 'Kembali' }: { href: string; label?: string }) {
  return (
    <Link href={href} className={buttonClass('secondary', 'sm')}>
      <ArrowLeftIcon width={16} height={16} />
      {label}
    </Link>
  )
}
