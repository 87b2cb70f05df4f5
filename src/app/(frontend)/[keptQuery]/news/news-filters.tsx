'use client'

import { useId } from 'react'

import { FilterSubmitButton } from '@/components/ui/submit-button'
import { useUrlFilters } from '@/components/ui/use-url-filters'
import { ListSearchForm } from '@/modules/content/components/list-search-form'

type NewsFiltersProps = { query: string; kategori: string; categories: string[] }

/** Title search and category together (?q=, ?kategori=); a plain GET form without JavaScript. */
export function NewsFilters({ query, kategori, categories }: NewsFiltersProps) {
  const filters = useUrlFilters()
  const selectId = useId()
  return (
    <ListSearchForm
      action="/news"
      label="Cari news"
      placeholder="Cari News..."
      query={query}
      filters={filters}
      className="flex flex-col gap-2 sm:flex-row"
    >
      <div className="flex gap-2">
        <label htmlFor={selectId} className="sr-only">
          Kategori
        </label>
        <select
          id={selectId}
          name="kategori"
          defaultValue={kategori}
          onChange={(event) =>
            filters.update({ kategori: event.target.value }, { immediate: true })
          }
          className="h-12 min-w-0 flex-1 rounded-xl border border-line bg-surface px-3 text-base text-ink focus:border-brand-600 sm:w-52 sm:flex-none"
        >
          <option value="">Semua</option>
          {categories.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
        <FilterSubmitButton />
      </div>
    </ListSearchForm>
  )
}
