import { pageNote } from '@/lib/paginate'

type ListStatusProps = {
  slice: { total: number; page: number; totalPages: number }
  /** The spec's message when nothing matches. */
  empty: string
  /** What matched, e.g. '12 produk untuk “emas”'; the page is added. */
  found: string
}

/**
 * The count above a searchable public list. One live status line that stays in place, so screen
 * readers hear the result of each search.
 */
export function ListStatus({ slice, empty, found }: ListStatusProps) {
  return (
    <p
      role="status"
      className={
        slice.total === 0 ? 'mt-10 text-center text-lg text-muted' : 'mt-6 text-sm text-muted'
      }
    >
      {slice.total === 0 ? empty : `${found}${pageNote(slice)}`}
    </p>
  )
}
