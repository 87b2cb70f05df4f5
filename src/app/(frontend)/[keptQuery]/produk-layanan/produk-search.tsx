'use client'

import { QueryField } from '@/components/ui/search-field'
import { FilterSubmitButton } from '@/components/ui/submit-button'
import { useUrlFilters } from '@/components/ui/use-url-filters'

/** The product search: a plain GET form, updated as the visitor types (?q=, back to page 1). */
export function ProdukSearch({ query }: { query: string }) {
  const { update, submit, pending } = useUrlFilters()
  return (
    <>
      <form
        role="search"
        aria-label="Cari produk atau layanan"
        action="/produk-layanan"
        className="flex gap-2"
        onSubmit={submit}
      >
        <QueryField
          label="Cari produk atau layanan"
          placeholder="Cari Produk atau Layanan..."
          query={query}
          onQuery={(q) => update({ q })}
        />
        <FilterSubmitButton />
      </form>
      {/* SPEC 2.1's 'Loading...': shown while a new search is on its way from the server. */}
      {pending && (
        <p role="status" className="mt-3 text-sm text-muted">
          Loading...
        </p>
      )}
    </>
  )
}
