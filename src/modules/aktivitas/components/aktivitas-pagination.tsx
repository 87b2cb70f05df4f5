import Link from 'next/link'

import { buttonClass } from '@/components/ui/button-styles'
import { pageRange } from '@/lib/paginate'

import { AKTIVITAS_PAGE_SIZE } from '../aktivitas.rules'

/**
 * 'Menampilkan X - Y dari N data' with 'Sebelumnya' and 'Selanjutnya' as the other admin tables
 * have them, as links: the page number lives in the URL with the filters.
 */
export function AktivitasPagination({
  page,
  total,
  hrefFor,
}: {
  page: number
  total: number
  hrefFor: (page: number) => string
}) {
  const { pageCount, from, to } = pageRange(page, AKTIVITAS_PAGE_SIZE, total)
  const step = (target: number, label: string, enabled: boolean) =>
    enabled ? (
      <Link href={hrefFor(target)} className={buttonClass('secondary', 'sm')}>
        {label}
      </Link>
    ) : (
      <span aria-disabled="true" className={buttonClass('secondary', 'sm', 'opacity-60')}>
        {label}
      </span>
    )
  return (
    <nav
      aria-label="Paginasi"
      className="mt-4 flex flex-wrap items-center justify-between gap-3 border-t border-line pt-4"
    >
      <p className="text-sm text-muted">
        Menampilkan {from} - {to} dari {total} data
      </p>
      <div className="flex items-center gap-2">
        {step(page - 1, 'Sebelumnya', page > 1)}
        <span className="px-2 text-sm text-muted">
          Halaman {page} dari {pageCount}
        </span>
        {step(page + 1, 'Selanjutnya', page < pageCount)}
      </div>
    </nav>
  )
}
