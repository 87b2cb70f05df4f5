import Link from 'next/link'

import { BackLink } from '@/components/ui/back-link'
import { cn } from '@/lib/cn'
import type { ListEntry } from '@/lib/json-ld'

/** A visible trail matching the page's BreadcrumbList; the last entry is the current page. */
export function Breadcrumb({ items }: { items: ListEntry[] }) {
  return (
    <nav aria-label="Breadcrumb">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted">
        {items.map((item, index) => {
          const last = index === items.length - 1
          return (
            <li key={item.path} className="flex items-center gap-2">
              {last ? (
                <span aria-current="page" className="font-medium text-ink">
                  {item.name}
                </span>
              ) : (
                <>
                  <Link
                    href={item.path}
                    className="text-brand-700 underline-offset-4 hover:underline"
                  >
                    {item.name}
                  </Link>
                  <span aria-hidden="true">/</span>
                </>
              )}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}

/**
 * The top of a page below a list: 'Kembali' to the list (the trail's second to last entry)
 * beside the trail itself.
 */
export function BackAndTrail({ trail, className }: { trail: ListEntry[]; className?: string }) {
  return (
    <div className={cn(className, 'flex flex-wrap items-center gap-4')}>
      <BackLink href={trail[trail.length - 2].path} />
      <Breadcrumb items={trail} />
    </div>
  )
}
