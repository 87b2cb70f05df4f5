import Link from 'next/link'
import type { ReactNode } from 'react'

import { cn } from '@/lib/cn'

/** A card's title link whose click area covers the whole card (its nearest `relative` box). */
export function CoverLink({
  href,
  className = 'focus-visible:outline-none',
  children,
}: {
  href: string
  className?: string
  children: ReactNode
}) {
  return (
    <Link href={href} className={cn(className, 'after:absolute after:inset-0')}>
      {children}
    </Link>
  )
}
