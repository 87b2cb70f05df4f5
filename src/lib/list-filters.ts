/*
 * Public pages are rendered once and kept in Next's cache (the `[filters]` segment). The proxy
 * (src/proxy.ts) moves the query parameters a page reads into that segment, so each filtered list
 * is its own cached page; any other parameter is dropped, and a page that reads none gets
 * NO_FILTERS and so exactly one cache entry.
 */

/** The segment of a page that takes no filters. */
export const NO_FILTERS = '-'

/** Longest search text kept, so odd queries cannot make arbitrarily many or large entries. */
const MAX_QUERY_LENGTH = 100
/** The site search takes 200 characters; one more is kept so the page can refuse a longer one. */
const MAX_LENGTH: Record<string, number> = { '/cari': 201 }

/** Which query parameters each page reads (SPEC 2.1 lists, the simulator's shared link). */
const PAGE_PARAMS: Record<string, readonly string[]> = {
  '/news': ['q', 'kategori', 'page'],
  '/produk-layanan': ['q', 'page'],
  '/laporan-publikasi/transparansi': ['page'],
  '/laporan-publikasi/publikasi': ['page'],
  '/laporan-publikasi/tahunan': ['page'],
  '/tabelsimulasi': ['jumlah', 'margin', 'tenor', 'jenis'],
  '/cari': ['q', 'page'],
  '/ajukan-pembiayaan': ['produk', 'jumlah', 'margin', 'tenor', 'jenis'],
}

/** Lets the browser tests ask for a failed read (src/lib/fault-injection.ts). */
const testParams = () => (process.env.E2E_FAULTS === 'true' ? ['fault'] : [])

/** The cache segment for a request: its list filters in a fixed order, or NO_FILTERS. */
export function filtersSegment(pathname: string, search: URLSearchParams): string {
  const keys = PAGE_PARAMS[pathname]
  if (!keys) return NO_FILTERS
  const kept = new URLSearchParams()
  const maxLength = MAX_LENGTH[pathname] ?? MAX_QUERY_LENGTH
  for (const key of [...keys, ...testParams()]) {
    const value = search.get(key)?.trim().replace(/\s+/g, ' ').slice(0, maxLength)
    if (key === 'page') {
      // page=01, page=abc and page=1 are all the first page: one entry, not three.
      const page = Number(value)
      if (Number.isInteger(page) && page > 1) kept.set(key, String(page))
    } else if (value) kept.set(key, value)
  }
  return kept.size ? kept.toString() : NO_FILTERS
}

/** What Next hands a page below the `[filters]` segment. */
export type FilteredPageProps = { params: Promise<{ filters: string }> }

/** The filters a list page was rendered for, read back from its segment. */
export async function readFilters(params: FilteredPageProps['params']): Promise<URLSearchParams> {
  const { filters } = await params
  const text = decodeURIComponent(filters)
  return new URLSearchParams(text === NO_FILTERS ? '' : text)
}

/**
 * The page number a list's canonical URL names: page N of the whole list is a page of its own;
 * a searched or filtered list points back to the list.
 */
export function canonicalListPage(filters: URLSearchParams): number | undefined {
  if (filters.has('q') || filters.has('kategori')) return undefined
  const page = Number(filters.get('page'))
  return Number.isInteger(page) && page > 1 ? page : undefined
}
