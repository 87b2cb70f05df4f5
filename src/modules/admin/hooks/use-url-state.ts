'use client'

import { usePathname, useSearchParams } from 'next/navigation'
import { useCallback } from 'react'

/**
 * Search, sort and page live in the URL (so a list can be bookmarked and the back button works),
 * written with history.replaceState: Next keeps useSearchParams in step without a server round trip.
 */
export function useUrlState() {
  const searchParams = useSearchParams()
  const pathname = usePathname()

  const get = useCallback((key: string) => searchParams.get(key), [searchParams])

  const set = useCallback(
    (updates: Record<string, string | number | null | undefined>) => {
      const next = new URLSearchParams(searchParams.toString())
      for (const [key, value] of Object.entries(updates)) {
        if (value === null || value === undefined || value === '') next.delete(key)
        else next.set(key, String(value))
      }
      const query = next.toString()
      window.history.replaceState(null, '', query ? `${pathname}?${query}` : pathname)
    },
    [pathname, searchParams],
  )

  return { get, set }
}
