'use client'

import { usePathname, useRouter } from 'next/navigation'
import { type FormEvent, useEffect, useRef, useTransition } from 'react'

/**
 * Updates the page's query string from filter inputs, so results stay server-rendered and the URL
 * stays shareable. Typing is debounced; any filter change drops ?page= (back to page 1).
 * `pending` is true while the new results are on their way. `submit` is the filter form's
 * onSubmit: every named field at once, without waiting (the form is a plain GET without JavaScript).
 */
export function useUrlFilters(delayMs = 250) {
  const router = useRouter()
  const pathname = usePathname()
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  // Changes not yet in the URL: a category picked while a search is still being typed keeps it.
  const waiting = useRef<Record<string, string>>({})
  const [pending, startTransition] = useTransition()

  useEffect(() => () => clearTimeout(timer.current), [])

  function update(changes: Record<string, string>, { immediate = false } = {}) {
    clearTimeout(timer.current)
    waiting.current = { ...waiting.current, ...changes }
    const navigate = () => {
      const all = waiting.current
      waiting.current = {}
      const params = new URLSearchParams(window.location.search)
      for (const [key, value] of Object.entries(all)) {
        if (value.trim()) params.set(key, value.trim())
        else params.delete(key)
      }
      params.delete('page')
      const query = params.toString()
      startTransition(() =>
        router.replace(query ? `${pathname}?${query}` : pathname, { scroll: false }),
      )
    }
    if (immediate) navigate()
    else timer.current = setTimeout(navigate, delayMs)
  }
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const fields = Object.fromEntries(new FormData(event.currentTarget))
    update(fields as Record<string, string>, { immediate: true })
  }
  return { update, submit, pending }
}
