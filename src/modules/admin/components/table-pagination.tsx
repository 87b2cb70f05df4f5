import { buttonClass } from '@/components/ui/button-styles'
import { useHydrated } from '@/components/ui/use-carousel'
import { pageRange } from '@/lib/paginate'

import { PendingButton } from './pending-button'

/** 'Menampilkan X - Y dari N data' with 'Sebelumnya' and 'Selanjutnya'. */
export function TablePagination({
  page,
  pageSize,
  total,
  onPageChange,
}: {
  page: number
  pageSize: number
  total: number
  onPageChange: (page: number) => void
}) {
  const { pageCount, from, to } = pageRange(page, pageSize, total)
  // Refused until React runs, like a page at either end.
  const hydrated = useHydrated()
  return (
    <nav
      aria-label="Paginasi"
      className="mt-4 flex flex-wrap items-center justify-between gap-3 border-t border-line pt-4"
    >
      <p className="text-sm text-muted" aria-live="polite">
        Menampilkan {from} - {to} dari {total} data
      </p>
      <div className="flex items-center gap-2">
        {/* aria-disabled at either end, so the button just pressed keeps the focus. */}
        <PendingButton
          className={buttonClass('secondary', 'sm')}
          onClick={() => onPageChange(page - 1)}
          pending={page <= 1 || !hydrated}
        >
          Sebelumnya
        </PendingButton>
        <span className="px-2 text-sm text-muted">
          Halaman {page} dari {pageCount}
        </span>
        <PendingButton
          className={buttonClass('secondary', 'sm')}
          onClick={() => onPageChange(page + 1)}
          pending={page >= pageCount || !hydrated}
        >
          Selanjutnya
        </PendingButton>
      </div>
    </nav>
  )
}
