import { listPageUrl } from './lib/list-page'
import type { InitialListPage } from './hooks/use-list-page'
import type { PageSlice } from '@/lib/page-query'
import type { ServiceContext } from '@/lib/service-context'

type SearchParams = Record<string, string | string[] | undefined>

/** What Next hands a list screen: its URL's query parameters. */
export type ListScreenProps = { searchParams: Promise<SearchParams> }

/**
 * The first page a list screen shows, read on the server exactly as the API would answer the
 * screen's request (the same URL, the same reader), or null when it cannot be read: the browser
 * then asks the API itself and shows what went wrong.
 */
export async function initialListPage<T>(
  ctx: ServiceContext,
  endpoint: string,
  searchParams: SearchParams,
  read: (ctx: ServiceContext, params: URLSearchParams) => Promise<{ slice: PageSlice<T> } | null>,
): Promise<InitialListPage<T> | null> {
  const single = (name: string) => {
    const value = searchParams[name]
    return (Array.isArray(value) ? value[0] : value) ?? null
  }
  const key = listPageUrl(endpoint, single)
  try {
    const page = await read(ctx, new URL(key, 'http://localhost').searchParams)
    return page && { key, items: page.slice.items, total: page.slice.total }
  } catch (error) {
    console.error(`Admin list ${endpoint}`, error)
    return null
  }
}
