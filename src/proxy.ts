import { type NextRequest, NextResponse } from 'next/server'

import { PUBLIC_CACHE_CONTROL } from '@/lib/cache-control'
import { STATUS_HEADER } from '@/lib/incoming-requests'
import { filtersSegment } from '@/lib/list-filters'
import { contentSecurityPolicy } from '@/lib/security-headers.mjs'
import { SEARCH_QUERY_MAX } from '@/modules/search/search.rules'
import { getCachedNews, getCachedProduk } from '@/modules/site/public-content'

/** Every public page path (SPEC 2.1). Anything else goes to a path no route matches, so Next
 * answers it with the static 404 document (src/app/global-not-found.tsx). */
const PUBLIC_PAGE =
  /^\/(?:|news|news1|produk-layanan|laporan-publikasi|tabelsimulasi|color-guide|cari|profil\/(?:visi-misi|sejarah-singkat|struktur-organisasi)|(?:news|produk)\/[^/]+)$/
const NOT_FOUND_PATH = '/-/tidak-ditemukan'

const SLUG_PAGE = /^\/(news|produk)\/([^/]+)$/
const SLUG_LISTS = { news: getCachedNews, produk: getCachedProduk }
type SlugKind = keyof typeof SLUG_LISTS

/**
 * Slugs seen in the cached lists within the last second, so a busy detail page does not read its
 * whole list on every visit. Only "it exists" is taken from here: a slug missing from it is
 * looked up afresh, so a new record is never answered 404. A record deleted through another
 * instance keeps status 200 (with the not-found text) here for at most this long.
 */
const KNOWN_FOR_MS = 1000
// On globalThis: a change on this instance empties it at once (src/modules/site/content-cache.ts).
const shared = globalThis as { bprsKnownSlugs?: Map<SlugKind, { slugs: Set<string>; at: number }> }
const known = (shared.bprsKnownSlugs ??= new Map())

async function exists(kind: SlugKind, slug: string): Promise<boolean> {
  const seen = known.get(kind)
  if (seen && Date.now() - seen.at < KNOWN_FOR_MS && seen.slugs.has(slug)) return true
  const slugs = new Set((await SLUG_LISTS[kind]()).map((item) => item.slug))
  known.set(kind, { slugs, at: Date.now() })
  return slugs.has(slug)
}

/**
 * Whether a news or product path names no record, from the cached list (no query). A page that
 * calls notFound() reaches the browser as an empty shell that only JavaScript fills, so the page
 * shows the not-found text itself and this answer carries the 404. A failed read says no: the
 * page then says what went wrong.
 */
async function namesMissingRecord(pathname: string): Promise<boolean> {
  const match = SLUG_PAGE.exec(pathname)
  if (!match) return false
  try {
    return !(await exists(match[1] as SlugKind, decodeURIComponent(match[2])))
  } catch {
    return false
  }
}

/**
 * The back-office is rendered per request, so its scripts can carry a nonce of their own answer:
 * Next reads it from the request's policy and puts it on every script it writes.
 */
function withNonce(request: NextRequest) {
  const nonce = btoa(crypto.randomUUID())
  const development = process.env.NODE_ENV !== 'production' ? " 'unsafe-eval'" : ''
  const policy = contentSecurityPolicy(`'nonce-${nonce}' 'strict-dynamic'${development}`)
  const headers = new Headers(request.headers)
  headers.set('Content-Security-Policy', policy)
  const response = NextResponse.next({ request: { headers } })
  response.headers.set('Content-Security-Policy', policy)
  return response
}

/**
 * Serves each public page from Next's cache: the path moves under the `[filters]` segment, which
 * holds the list filters of the query string (src/lib/list-filters.ts), so a page is rendered
 * once per distinct content and never per visitor.
 *
 * The simulator is also linked as /tabelSimulasi. Next's redirects match paths case-insensitively
 * (they would loop on /tabelsimulasi), so the exact spelling is checked here.
 */
export async function proxy(request: NextRequest) {
  const url = request.nextUrl
  if (url.pathname === '/tabelSimulasi') {
    return NextResponse.redirect(new URL(`/tabelsimulasi${url.search}`, request.url), 308)
  }
  const { pathname } = url
  if (pathname === '/admin' || pathname.startsWith('/admin/')) return withNonce(request)
  const page = !PUBLIC_PAGE.test(pathname) ? NOT_FOUND_PATH : pathname === '/' ? '' : pathname
  const target = url.clone()
  target.pathname = `/${encodeURIComponent(filtersSegment(pathname, url.searchParams))}${page}`
  target.search = ''
  // Next keeps these headers on a rendered page and replaces Cache-Control on an error.
  const headers: Record<string, string> = { 'Cache-Control': PUBLIC_CACHE_CONTROL }
  if (page === NOT_FOUND_PATH || (await namesMissingRecord(pathname)))
    headers[STATUS_HEADER] = '404'
  // The page says why; the status says it to clients that read no page.
  const query = url.searchParams.get('q')?.trim().replace(/\s+/g, ' ') ?? ''
  if (pathname === '/cari' && query.length > SEARCH_QUERY_MAX) headers[STATUS_HEADER] = '400'
  return NextResponse.rewrite(target, { headers })
}

export const config = {
  // Everything but the APIs, Payload, Next's assets, the probes, the files in public/ and the
  // generated feeds: junk such as /wp-login.php gets the 404 too.
  matcher: [
    '/((?!(?:api|cms|cms-api|_next|healthz|readyz|brand|icons|images)(?:/|$)|(?:favicon\\.ico|robots\\.txt|sitemap\\.xml|manifest\\.webmanifest|news/rss\\.xml)$).*)',
  ],
}
