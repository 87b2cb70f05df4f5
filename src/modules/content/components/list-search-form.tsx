'use client'

import type { ReactNode } from 'react'

import { QueryField } from '@/components/ui/search-field'
import type { useUrlFilters } from '@/components/ui/use-url-filters'

type ListSearchFormProps = {
  /** The list's path: without JavaScript the form is a plain GET to it. */
  action: string
  /** The form's and the field's accessible name, e.g. 'Cari news'. */
  label: string
  placeholder: string
  query: string
  /** The list's URL state (?q= and the rest), from its filters' one useUrlFilters(). */
  filters: Pick<ReturnType<typeof useUrlFilters>, 'update' | 'submit'>
  className: string
  /** What follows the search field: further filters, the submit button. */
  children: ReactNode
}

/** A public list's title search (?q=), updated as the visitor types, back to page 1. */
export function ListSearchForm({
  action,
  label,
  placeholder,
  query,
  filters,
  className,
  children,
}: ListSearchFormProps) {
  return (
    <form
      role="search"
      aria-label={label}
      action={action}
      className={className}
      onSubmit={filters.submit}
    >
      <QueryField
        label={label}
        placeholder={placeholder}
        query={query}
        onQuery={(q) => filters.update({ q })}
      />
      {children}
    </form>
  )
}
