import { parsePage } from '@/lib/paginate'
import { routeOf } from './routes'

/*
 * Public pages are rendered once and kept in Next's cache (the `[keptQuery]` segment). The proxy
 * (src/proxy.ts) moves the query parameters a page reads (its route in modules/site/routes.ts) into that segment, so each filtered list
 * is its own cached page; any other parameter is dropped, and a page that reads none gets
 * NO_FILTERS and so exactly one cache entry.
 */

/** The segment of a page that takes no filters. */
export const NO_FILTERS = '-'

/** Longest search text kept, so odd queries cannot make arbitrarily many or large entries. */
const MAX_QUERY_LENGTH = 100

/** Lets the browser tests ask for a failed read (src/lib/fault-injection.ts). */
const testParams = () => (process.env.E2E_FAULTS === 'true' ? ['fault'] : [])

/** The cache segment for a request: its list filters in a fixed order, or NO_FILTERS. */
export function filtersSegment(pathname: string, search: URLSearchParams): string {
  const route = routeOf(pathname)
  const keys = route?.params
  if (!keys?.length) return NO_FILTERS
  const kept = new URLSearchParams()
  const maxLength = route?.maxLength ?? MAX_QUERY_LENGTH
  for (const key of [...keys, ...testParams()]) {
    const value = search.get(key)?.trim().replace(/\s+/g, ' ').slice(0, maxLength)
    if (key === 'page') {
      // page=01, page=abc and page=1 are all the first page: one entry, not three.
      const page = parsePage(value)
      if (page > 1) kept.set(key, String(page))
    } else if (value) kept.set(key, value)
  }
  return kept.size ? kept.toString() : NO_FILTERS
}

/** What Next hands a page below the `[keptQuery]` segment. */
export type FilteredPageProps = { params: Promise<{ keptQuery: string }> }

/** The filters a list page was rendered for, read back from its segment. */
export async function readFilters(params: FilteredPageProps['params']): Promise<URLSearchParams> {
  const { keptQuery } = await params
  const text = decodeURIComponent(keptQuery)
  return new URLSearchParams(text === NO_FILTERS ? '' : text)
}

/**
 * The page number a list's canonical URL names: page N of the whole list is a page of its own;
 * a searched or filtered list points back to the list.
 */
export function canonicalListPage(filters: URLSearchParams): number | undefined {
  if (filters.has('q') || filters.has('kategori')) return undefined
  const page = parsePage(filters.get('page'))
  return page > 1 ? page : undefined
}
