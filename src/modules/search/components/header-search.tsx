'use client'

import { type ComponentType, useRef, useState } from 'react'

import { cn } from '@/lib/cn'

import { SEARCH_QUERY_MAX } from '../search.rules'
import type { SearchSuggestProps } from './search-suggest'

type HeaderSearchProps = { id: string; className?: string }

/**
 * The header's search: a plain GET form to /cari, complete without JavaScript. The suggestions
 * (search-suggest.tsx) load only when the field is first focused, so they cost no page its
 * first-load JavaScript.
 */
export function HeaderSearch({ id, className }: HeaderSearchProps) {
  const input = useRef<HTMLInputElement>(null)
  const [Suggest, setSuggest] = useState<ComponentType<SearchSuggestProps> | null>(null)
  const load = () => {
    if (Suggest) return
    import('./search-suggest').then(
      (module) => setSuggest(() => module.SearchSuggest),
      // Without them the form still searches.
      () => undefined,
    )
  }

  return (
    // Named, so it stays apart from a page's own search form beside it (axe landmark-unique).
    <form
      role="search"
      aria-label="Cari di situs"
      action="/cari"
      method="get"
      className={cn('relative', className)}
    >
      <label htmlFor={id} className="sr-only">
        Cari di situs
      </label>
      <input
        ref={input}
        id={id}
        name="q"
        type="search"
        maxLength={SEARCH_QUERY_MAX}
        autoComplete="off"
        placeholder="Cari..."
        onFocus={load}
        className="h-11 w-full rounded-lg border border-line bg-white pl-3 pr-11 text-sm text-ink placeholder:text-muted focus:border-brand-600"
      />
      <button
        type="submit"
        className="absolute right-0 top-0 flex size-11 items-center justify-center rounded-r-lg text-brand-800 hover:bg-brand-50"
      >
        <span className="sr-only">Cari</span>
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5">
          <circle cx="9" cy="9" r="6" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="m13.5 13.5 4 4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      {Suggest && <Suggest input={input} listId={`${id}-saran`} />}
    </form>
  )
}
