export type PageSlice<T> = { items: T[]; page: number; totalPages: number; total: number }

/** Reads ?page= leniently: anything that is not a positive integer means page 1. */
export function parsePage(value: string | null): number {
  const n = Number(value)
  return Number.isInteger(n) && n > 0 ? n : 1
}

/** One page of `items`; a page past the end shows the last page rather than an empty list. */
export function paginate<T>(items: readonly T[], page: number, pageSize: number): PageSlice<T> {
  const totalPages = Math.max(1, Math.ceil(items.length / pageSize))
  const current = Math.min(Math.max(1, page), totalPages)
  const start = (current - 1) * pageSize
  return {
    items: items.slice(start, start + pageSize),
    page: current,
    totalPages,
    total: items.length,
  }
}

/** A filter's value, trimmed; '' when absent. */
export const paramText = (value: string | null): string => value?.trim() ?? ''
