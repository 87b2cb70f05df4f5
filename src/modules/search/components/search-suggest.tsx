'use client'

import { type RefObject, useEffect, useRef, useState } from 'react'

import type { SearchApiHit } from '../search.types'

export type SearchSuggestProps = { input: RefObject<HTMLInputElement | null>; listId: string }

/** Up to this many suggestions (issue 24). */
const LIMIT = 5
/** Typing pauses this long before a request goes out. */
const DEBOUNCE_MS = 150

/**
 * Turns the header's search field into an ARIA 1.2 combobox with a list of suggestions from
 * GET /api/cari: Down and Up move through them, Enter opens the one chosen (or searches when none
 * is), Escape closes the list, or clears the field when it is already closed; on an empty field
 * it reaches the mobile menu, which closes. The field keeps the focus throughout; the chosen
 * option is named by aria-activedescendant.
 */
export function SearchSuggest({ input, listId }: SearchSuggestProps) {
  const [options, setOptions] = useState<SearchApiHit[]>([])
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  // The listeners below are added once; they read the latest state from here.
  const state = useRef({ options, open, active })
  useEffect(() => {
    state.current = { options, open, active }
  }, [options, open, active])

  useEffect(() => {
    const field = input.current
    if (!field) return
    field.setAttribute('role', 'combobox')
    field.setAttribute('aria-autocomplete', 'list')
    field.setAttribute('aria-controls', listId)
    let timer: ReturnType<typeof setTimeout> | undefined
    let request: AbortController | undefined

    const close = () => {
      setOpen(false)
      setActive(-1)
    }
    const fetchFor = (query: string) => {
      request?.abort()
      if (query.trim().length < 2) {
        setOptions([])
        close()
        return
      }
      request = new AbortController()
      const params = new URLSearchParams({ q: query, limit: String(LIMIT) })
      fetch(`/api/cari?${params}`, { signal: request.signal })
        .then((res) => (res.ok ? (res.json() as Promise<SearchApiHit[]>) : []))
        .then((found) => {
          setOptions(found)
          setActive(-1)
          setOpen(found.length > 0 && document.activeElement === field)
        })
        .catch(() => undefined)
    }
    const onInput = () => {
      clearTimeout(timer)
      timer = setTimeout(() => fetchFor(field.value), DEBOUNCE_MS)
    }
    const onKeyDown = (event: KeyboardEvent) => {
      const { options: list, open: shown, active: chosen } = state.current
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        if (list.length === 0) return
        event.preventDefault()
        const step = event.key === 'ArrowDown' ? 1 : -1
        setOpen(true)
        // From the field, Down takes the first and Up the last; past either end, back round.
        setActive(
          shown ? (chosen + step + list.length) % list.length : step > 0 ? 0 : list.length - 1,
        )
      } else if (event.key === 'Enter' && shown && chosen >= 0) {
        event.preventDefault()
        window.location.assign(list[chosen].url)
      } else if (event.key === 'Escape' && (shown || field.value)) {
        // Only the list closes, or the field empties: the menu around it stays open.
        event.preventDefault()
        event.stopPropagation()
        if (shown) close()
        else field.value = ''
      }
    }
    const onBlur = () => close()

    field.addEventListener('input', onInput)
    field.addEventListener('keydown', onKeyDown)
    field.addEventListener('blur', onBlur)
    if (field.value) fetchFor(field.value)
    return () => {
      clearTimeout(timer)
      request?.abort()
      field.removeEventListener('input', onInput)
      field.removeEventListener('keydown', onKeyDown)
      field.removeEventListener('blur', onBlur)
    }
  }, [input, listId])

  useEffect(() => {
    const field = input.current
    field?.setAttribute('aria-expanded', String(open))
    if (open && active >= 0) field?.setAttribute('aria-activedescendant', `${listId}-${active}`)
    else field?.removeAttribute('aria-activedescendant')
  }, [input, listId, open, active])

  return (
    <>
      <ul
        id={listId}
        role="listbox"
        aria-label="Saran pencarian"
        hidden={!open}
        className="absolute right-0 top-full z-50 mt-1 w-[max(100%,18rem)] overflow-hidden rounded-lg border border-line bg-surface py-1 shadow-lg"
      >
        {options.map((option, index) => (
          <li
            key={`${option.url}-${index}`}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            // Keeps the focus in the field, so its blur does not close the list before the click.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => window.location.assign(option.url)}
            className="cursor-pointer px-3 py-2 text-sm text-ink aria-selected:bg-brand-50 hover:bg-brand-50"
          >
            <span className="block font-semibold text-brand-800">{option.title}</span>
            <span className="block text-xs text-muted">{option.type}</span>
          </li>
        ))}
      </ul>
      <p role="status" className="sr-only">
        {open ? `${options.length} saran tersedia. Gunakan panah atas dan bawah.` : ''}
      </p>
    </>
  )
}
