import type { ReactNode } from 'react'

import { JsonLd } from '@/components/seo/json-ld'
import { ListStatus } from '@/components/ui/list-status'
import { Pagination } from '@/components/ui/pagination'
import type { ContentTypeSlug } from '@/content-types'
import type { ListEntry } from '@/lib/json-ld'
import type { PageSlice } from '@/lib/page-query'
import { collectionPageJsonLd } from '@/modules/site/structured-data'

import { publicOf } from '../public-type'

type RecordListProps = {
  slice: Pick<PageSlice<unknown>, 'total' | 'page' | 'totalPages'>
  /** The live count above the grid; ListStatus's with `empty` and `found` unless given. */
  status?: ReactNode
  empty?: string
  found?: string
  /** The grid's columns per breakpoint, e.g. 'sm:grid-cols-2 lg:grid-cols-3'. */
  columns: string
  /** The grid's items, each an <li>. */
  children: ReactNode
  hrefFor: (page: number) => string
  prevNext?: boolean
}

/** A public list's page: its status line, its grid of cards and the windowed page links. */
export function RecordList({
  slice,
  status,
  empty = '',
  found = '',
  columns,
  children,
  hrefFor,
  prevNext,
}: RecordListProps) {
  return (
    <>
      {status ?? <ListStatus slice={slice} empty={empty} found={found} />}
      {slice.total > 0 && <ul className={`mt-4 grid gap-6 ${columns}`}>{children}</ul>}
      <Pagination
        page={slice.page}
        totalPages={slice.totalPages}
        hrefFor={hrefFor}
        prevNext={prevNext}
      />
    </>
  )
}

/** A type's list page as a schema.org CollectionPage of the records it shows. */
export function RecordListJsonLd({ type, items }: { type: ContentTypeSlug; items: ListEntry[] }) {
  const site = publicOf(type)
  return (
    <JsonLd
      data={collectionPageJsonLd({
        name: site.title,
        description: site.description,
        path: site.list.path,
        items,
      })}
    />
  )
}
