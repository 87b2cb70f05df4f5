'use client'

import { useSearchParams } from 'next/navigation'
import { useCallback, useEffect, useState } from 'react'

type Kept = {
  /** The query string the screen shows (and its API request asks for). */
  search: string
  /** What Next's router last said the query string is. */
  router: string
  /** The query strings this screen wrote that the router has not caught up with yet. */
  written: string[]
}

/**
 * Search, sort and page live in the URL (so a list can be bookmarked and the back button works).
 * The screen keeps them itself and writes the URL after: Next learns of a history.replaceState
 * only once its router has installed its history hook (after hydration) and then a transition
 * later, so a change read back from useSearchParams could be lost or kept waiting behind a
 * navigation. The router's value wins only when it is not one the screen wrote (back, forward or
 * a link to the list).
 */
export function useUrlState() {
  const routerSearch = useSearchParams().toString()
  const [kept, setKept] = useState<Kept>({
    search: routerSearch,
    router: routerSearch,
    written: [],
  })

  if (kept.router !== routerSearch) {
    const own = kept.written.includes(routerSearch)
    setKept({
      search: own ? kept.search : routerSearch,
      router: routerSearch,
      // Once the router shows what is on screen, the earlier writes are behind it.
      written: own && routerSearch !== kept.search ? kept.written : [],
    })
  }

  const { search } = kept
  // Written from an effect: by then the router's history hook is in place (its effect runs after
  // the first commit), so Next hears of the new URL and keeps its own history state.
  useEffect(() => {
    if (new URLSearchParams(window.location.search).toString() === search) return
    const { pathname } = window.location
    window.history.replaceState(null, '', search ? `${pathname}?${search}` : pathname)
  }, [search])

  const get = useCallback((key: string) => new URLSearchParams(search).get(key), [search])

  const set = useCallback(
    (updates: Record<string, string | number | null | undefined>) => {
      setKept((now) => {
        const next = new URLSearchParams(now.search)
        for (const [key, value] of Object.entries(updates)) {
          if (value === null || value === undefined || value === '') next.delete(key)
          else next.set(key, String(value))
        }
        const query = next.toString()
        return { ...now, search: query, written: [...now.written, query] }
      })
    },
    [setKept],
  )

  return { get, set }
}

export type UrlState = ReturnType<typeof useUrlState>
