import { parsePage } from '@/lib/paginate'

/*
 * The back-office lists read one page at a time from the API (?page=&limit=&q=&sort=&dir= and the
 * list's filters), so a screen costs the same at 10 records and at 100,000. The server renders the
 * first answer; the browser asks for the next ones by the same URL, which is also the SWR key.
 */

/** SPEC 9: the back-office tables show 10 rows a page. */
export const ADMIN_PAGE_SIZE = 10

/** The parameters of a list screen's URL that its API request carries. */
const FORWARDED = ['q', 'sort', 'dir', 'kategori', 'jenis', 'status'] as const

export type ListPage<T> = { items: T[]; total: number }

/** The page number a list page URL asks for (listPageUrl always writes one). */
export const pageOfKey = (key: string): number =>
  parsePage(new URL(key, 'http://localhost').searchParams.get('page'))

/** The API URL of the page a list screen shows, from the screen's own query parameters. */
export function listPageUrl(endpoint: string, read: (name: string) => string | null): string {
  const params = new URLSearchParams()
  for (const name of FORWARDED) {
    const value = read(name)?.trim()
    if (value) params.set(name, value)
  }
  // The page as the screen reads it (an edited ?page=abc is the first), so both show one page.
  params.set('page', String(parsePage(read('page'))))
  params.set('limit', String(ADMIN_PAGE_SIZE))
  return `${endpoint}?${params}`
}
