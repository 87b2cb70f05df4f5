import { lenientPage, lenientText } from './list-query'

/** Reads ?page= leniently: anything that is not a positive integer means page 1. */
export const parsePage = (value: string | null | undefined): number => lenientPage.parse(value)

/** A filter's value, trimmed; '' when absent. */
export const paramText = (value: string | null): string => lenientText.parse(value)

/** A public list's URL: its filters that are set, then the page when it is not the first. */
export function listHref(path: string, filters: Record<string, string>, page: number): string {
  const params = new URLSearchParams()
  for (const [name, value] of Object.entries(filters)) if (value) params.set(name, value)
  if (page > 1) params.set('page', String(page))
  return params.size ? `${path}?${params}` : path
}

/** ', halaman 2 dari 5' after a list's count; nothing when everything fits on one page. */
export const pageNote = ({ page, totalPages }: { page: number; totalPages: number }) =>
  totalPages > 1 ? `, halaman ${page} dari ${totalPages}` : ''

/** 'Menampilkan {from} - {to} dari {total} data' of a back-office list, and its page count. */
export function pageRange(page: number, pageSize: number, total: number) {
  return {
    pageCount: Math.max(1, Math.ceil(total / pageSize)),
    from: total === 0 ? 0 : (page - 1) * pageSize + 1,
    to: Math.min(page * pageSize, total),
  }
}

/** Pages shown on either side of the current one. */
const AROUND = 2

/**
 * The page numbers a list shows, as a window: the first, the last, the current page ±2, and
 * null where numbers are left out (an ellipsis). A gap of a single page shows that page instead.
 */
export function pageWindow(page: number, totalPages: number): (number | null)[] {
  const shown = new Set([1, totalPages])
  for (let n = page - AROUND; n <= page + AROUND; n++) if (n >= 1 && n <= totalPages) shown.add(n)
  const sorted = [...shown].sort((a, b) => a - b)
  const window: (number | null)[] = []
  for (const n of sorted) {
    const previous = window.at(-1)
    if (typeof previous === 'number' && n - previous === 2) window.push(n - 1)
    else if (typeof previous === 'number' && n - previous > 2) window.push(null)
    window.push(n)
  }
  return window
}
