'use client'

import { FilterSubmitButton } from '@/components/ui/submit-button'
import { useUrlFilters } from '@/components/ui/use-url-filters'
import { ListSearchForm } from '@/modules/content/components/list-search-form'

/** The product search: a plain GET form, updated as the visitor types (?q=, back to page 1). */
export function ProdukSearch({ query }: { query: string }) {
  const filters = useUrlFilters()
  return (
    <>
      <ListSearchForm
        action="/produk-layanan"
        label="Cari produk atau layanan"
        placeholder="Cari Produk atau Layanan..."
        query={query}
        filters={filters}
        className="flex gap-2"
      >
        <FilterSubmitButton />
      </ListSearchForm>
      {/* SPEC 2.1's 'Loading...': shown while a new search is on its way from the server. */}
      {filters.pending && (
        <p role="status" className="mt-3 text-sm text-muted">
          Loading...
        </p>
      )}
    </>
  )
}
