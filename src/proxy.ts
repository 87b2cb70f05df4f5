import { type NextRequest, NextResponse } from 'next/server'

import { PUBLIC_CACHE_CONTROL } from '@/lib/cache-control'
import { filtersSegment } from '@/lib/list-filters'

/** Every public page path (SPEC 2.1). Anything else goes to a path no route matches, so Next
 * answers it with the static 404 document (src/app/global-not-found.tsx). */
const PUBLIC_PAGE =
  /^\/(?:|news|news1|produk-layanan|laporan-publikasi|tabelsimulasi|color-guide|profil\/(?:visi-misi|sejarah-singkat|struktur-organisasi)|(?:news|produk)\/[^/]+)$/
const NOT_FOUND_PATH = '/-/tidak-ditemukan'

/**
 * Serves each public page from Next's cache: the path moves under the `[filters]` segment, which
 * holds the list filters of the query string (src/lib/list-filters.ts), so a page is rendered
 * once per distinct content and never per visitor.
 *
 * The simulator is also linked as /tabelSimulasi. Next's redirects match paths case-insensitively
 * (they would loop on /tabelsimulasi), so the exact spelling is checked here.
 */
export function proxy(request: NextRequest) {
  const url = request.nextUrl
  if (url.pathname === '/tabelSimulasi') {
    return NextResponse.redirect(new URL(`/tabelsimulasi${url.search}`, request.url), 308)
  }
  const { pathname } = url
  const page = !PUBLIC_PAGE.test(pathname) ? NOT_FOUND_PATH : pathname === '/' ? '' : pathname
  const target = url.clone()
  target.pathname = `/${encodeURIComponent(filtersSegment(pathname, url.searchParams))}${page}`
  target.search = ''
  // Next keeps this header on a rendered page and replaces it on an error (private, no-store).
  return NextResponse.rewrite(target, { headers: { 'Cache-Control': PUBLIC_CACHE_CONTROL } })
}

export const config = {
  // Everything but the back-office, the APIs, Payload, Next's assets, the probes, the files in
  // public/ and the generated feeds: junk such as /wp-login.php gets the 404 too.
  matcher: [
    '/((?!(?:admin|api|cms|cms-api|_next|healthz|readyz|brand|icons|images)(?:/|$)|(?:favicon\\.ico|robots\\.txt|sitemap\\.xml|manifest\\.webmanifest|news/rss\\.xml)$).*)',
  ],
}
