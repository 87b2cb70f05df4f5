import Link from 'next/link'

import { pageWindow } from '@/lib/paginate'

type PaginationProps = {
  page: number
  totalPages: number
  /** The URL of page n, keeping the current filters. */
  hrefFor: (page: number) => string
  /** 'Prev' and 'Next' around the numbers (the news list has them, the product list does not). */
  prevNext?: boolean
}

const base =
  'flex h-11 min-w-11 items-center justify-center rounded-lg border px-3 text-sm font-semibold'
const idle = `${base} border-line bg-surface text-brand-800 hover:border-brand-500 hover:bg-brand-50`
const disabled = `${base} border-line bg-surface-alt text-muted`

/**
 * Numbered page links as a window (first, last, the current page ±2, an ellipsis between), so a
 * list of any length carries the same few links; renders nothing when everything fits on one page.
 */
export function Pagination({ page, totalPages, hrefFor, prevNext = false }: PaginationProps) {
  if (totalPages <= 1) return null
  return (
    <nav aria-label="Halaman" className="mt-10">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {prevNext && (
          <li>
            {page > 1 ? (
              <Link href={hrefFor(page - 1)} rel="prev" className={idle}>
                Prev
              </Link>
            ) : (
              <span aria-disabled="true" className={disabled}>
                Prev
              </span>
            )}
          </li>
        )}
        {pageWindow(page, totalPages).map((n, index) =>
          n === null ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-muted">
              …
            </li>
          ) : (
            <li key={n}>
              <Link
                href={hrefFor(n)}
                aria-label={`Halaman ${n}`}
                aria-current={n === page ? 'page' : undefined}
                className={n === page ? `${base} border-brand-700 bg-brand-700 text-white` : idle}
              >
                {n}
              </Link>
            </li>
          ),
        )}
        {prevNext && (
          <li>
            {page < totalPages ? (
              <Link href={hrefFor(page + 1)} rel="next" className={idle}>
                Next
              </Link>
            ) : (
              <span aria-disabled="true" className={disabled}>
                Next
              </span>
            )}
          </li>
        )}
      </ul>
    </nav>
  )
}
