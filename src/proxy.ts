import { type NextRequest, NextResponse } from 'next/server'

import { PUBLIC_CACHE_HEADERS } from '@/lib/cache-control'
import { STATUS_HEADER } from '@/lib/incoming-requests'
import type { ContentTypeSlug } from '@/content-types'
import { filtersSegment } from '@/modules/site/list-filters'
import { isPublicPath, recordPageOf } from '@/modules/site/routes'
import { getPayload } from '@/lib/payload'
import { contentSecurityPolicy } from '@/lib/security-headers.mjs'
import { recordNotFound } from '@/modules/redirects/not-found-log'
import { redirectFor } from '@/modules/redirects/redirect-table'
import { SEARCH_QUERY_MAX } from '@/modules/search/search.rules'
import { getCachedRecordBySlug } from '@/modules/site/public-content'

/** A path the route table (src/modules/site/routes.ts) does not name goes to the site's cached
 * not-found page (src/app/(frontend)/[keptQuery]/tidak-ditemukan), answered with 404. */
const NOT_FOUND_PATH = '/tidak-ditemukan'

/**
 * Paths whose record was found within the last second, so a busy detail page does not ask the
 * database on every visit. Only "it exists" is taken from here: a path missing from it is looked
 * up afresh, so a new record is never answered 404. A record deleted through another instance
 * keeps status 200 (with the not-found text) here for at most this long. Bounded, so a crawler
 * walking every article cannot make it grow.
 */
const KNOWN_FOR_MS = 1000
const KNOWN_MAX = 1000
// On globalThis: a change on this instance empties it at once (src/modules/content/content-cache.ts).
const shared = globalThis as { bprsKnownSlugs?: Map<string, number> }
const known = (shared.bprsKnownSlugs ??= new Map())

async function exists(kind: ContentTypeSlug, slug: string): Promise<boolean> {
  const key = `${kind}/${slug}`
  const seenAt = known.get(key)
  if (seenAt !== undefined && Date.now() - seenAt < KNOWN_FOR_MS) return true
  const found = (await getCachedRecordBySlug(kind, slug)) !== null
  known.delete(key)
  if (found) {
    if (known.size >= KNOWN_MAX) known.delete(known.keys().next().value as string)
    known.set(key, Date.now())
  }
  return found
}

/**
 * Whether a record's path (a news item, a product, …) names no record, by one cached indexed read. A page that
 * calls notFound() reaches the browser as an empty shell that only JavaScript fills, so the page
 * shows the not-found text itself and this answer carries the 404. A failed read says no: the
 * page then says what went wrong.
 */
async function namesMissingRecord(pathname: string): Promise<boolean> {
  const record = recordPageOf(pathname)
  if (!record) return false
  try {
    return !(await exists(record.type as ContentTypeSlug, decodeURIComponent(record.slug)))
  } catch {
    return false
  }
}

/**
 * An old address the bank redirected (modules/redirects), answered before anything renders; a
 * failed read sends the visit on, so a database hiccup costs the redirect, never the page.
 */
async function redirectOf(request: NextRequest) {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null
  try {
    const moved = await redirectFor(
      await getPayload(),
      request.nextUrl.pathname,
      request.nextUrl.searchParams,
    )
    if (!moved) return null
    const response = NextResponse.redirect(new URL(moved.location, request.url), moved.status)
    for (const [name, value] of Object.entries(PUBLIC_CACHE_HEADERS))
      response.headers.set(name, value)
    return response
  } catch (error) {
    console.error('Redirect lookup failed', error)
    return null
  }
}

/**
 * The address without its trailing slashes, as Next's own redirect would send it (a plain URL:
 * NextURL would keep the slash the request came with).
 */
function withoutTrailingSlash(request: NextRequest): URL {
  const { pathname, search } = request.nextUrl
  return new URL(`${pathname.replace(/\/+$/, '') || '/'}${search}`, request.url)
}

/** Counts a not-found visit in the 404 log (batched in memory, never delaying the answer). */
async function logNotFound(request: NextRequest) {
  if (request.method !== 'GET') return
  try {
    recordNotFound(await getPayload(), {
      pathname: request.nextUrl.pathname,
      search: request.nextUrl.search,
      referer: request.headers.get('referer'),
      host: request.headers.get('host'),
    })
  } catch (error) {
    console.error('404 log failed', error)
  }
}

/** A draft's preview (app/(frontend)/admin/pratinjau), and how it is answered. */
const PREVIEW_PREFIX = '/admin/pratinjau/'
const PRIVATE = 'private, no-store'

/** The back-office and Payload's panel, both rendered per request. */
const PER_REQUEST = /^\/(?:admin|cms)(?:\/|$)/

/**
 * A page rendered per request can carry a nonce of its own answer: Next reads it from the
 * request's policy and puts it on every script it writes, and 'strict-dynamic' lets the scripts
 * so trusted load the chunks they need.
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
 * Serves each public page from Next's cache: the path moves under the `[keptQuery]` segment, which
 * holds the list filters of the query string (src/modules/site/list-filters.ts), so a page is rendered
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
  if (pathname.length > 1 && pathname.endsWith('/')) {
    const moved = await redirectOf(request)
    if (moved) return moved
    return NextResponse.redirect(withoutTrailingSlash(request), 308)
  }
  if (PER_REQUEST.test(pathname)) {
    const response = withNonce(request)
    // A preview shows what is not public yet: no cache anywhere may keep it.
    if (pathname.startsWith(PREVIEW_PREFIX)) response.headers.set('Cache-Control', PRIVATE)
    return response
  }
  const moved = await redirectOf(request)
  if (moved) return moved
  const page = !isPublicPath(pathname) ? NOT_FOUND_PATH : pathname === '/' ? '' : pathname
  const target = url.clone()
  target.pathname = `/${encodeURIComponent(filtersSegment(pathname, url.searchParams))}${page}`
  target.search = ''
  // A form's post (src/modules/pengajuan) is answered for that visitor alone: never kept.
  if (request.method === 'POST') {
    return NextResponse.rewrite(target, { headers: { 'Cache-Control': 'private, no-store' } })
  }
  // Next keeps these headers on a rendered page and replaces Cache-Control on an error.
  const headers: Record<string, string> = { ...PUBLIC_CACHE_HEADERS }
  if (page === NOT_FOUND_PATH || (await namesMissingRecord(pathname))) {
    headers[STATUS_HEADER] = '404'
    await logNotFound(request)
  }
  // The page says why; the status says it to clients that read no page.
  const query = url.searchParams.get('q')?.trim().replace(/\s+/g, ' ') ?? ''
  if (pathname === '/cari' && query.length > SEARCH_QUERY_MAX) headers[STATUS_HEADER] = '400'
  return NextResponse.rewrite(target, { headers })
}

export const config = {
  // Everything but the APIs, Next's assets, the probes, the files in public/ and the generated
  // feeds: junk such as /wp-login.php gets the 404 too, Payload's panel its nonce.
  // Every address with a trailing slash comes here too (next.config.mjs leaves it to this file).
  matcher: [
    '/((?!(?:api|cms-api|_next|healthz|readyz|formulir|brand|icons|images|sitemap)(?:/|$)|(?:favicon\\.ico|robots\\.txt|sitemap\\.xml|manifest\\.webmanifest|news/rss\\.xml)$).*)',
    '/(.*/)',
  ],
}
