'use client'

import type { SortingState } from '@tanstack/react-table'
import { useCallback, useMemo } from 'react'

import { parsePage } from '@/lib/paginate'

import { useUrlState } from './use-url-state'

/**
 * A list screen's search text, single-column sort and page, kept in the URL as ?q=&sort=&dir=&page=.
 * `defaultSorting` is what the list shows before the administrator picks a column.
 */
export function useListState(defaultSorting: SortingState = []) {
  const url = useUrlState()
  const query = url.get('q') ?? ''
  const sortId = url.get('sort')
  const dir = url.get('dir')
  const page = parsePage(url.get('page'))

  const sorting = useMemo<SortingState>(
    () => (sortId ? [{ id: sortId, desc: dir === 'desc' }] : defaultSorting),
    // defaultSorting is a constant per screen
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [sortId, dir],
  )

  const setQuery = useCallback(
    (value: string) => {
      // A new search starts again from the first page.
      url.set({ q: value, page: null })
    },
    [url],
  )

  const setSorting = useCallback(
    (next: SortingState) => {
      const [first] = next
      url.set({ sort: first?.id ?? null, dir: first ? (first.desc ? 'desc' : 'asc') : null })
    },
    [url],
  )

  const setPage = useCallback((next: number) => url.set({ page: next > 1 ? next : null }), [url])

  return { query, setQuery, sorting, setSorting, page, setPage, url }
}

export type ListState = ReturnType<typeof useListState>
