import { allContentTypes } from '@/content-types'
import type { PublicRoute } from '@/content-types/definition'

/*
 * The public site's route table: every page of SPEC 2.1 and of each content type, the query
 * parameters it reads and its place in the sitemap. The proxy's patterns (src/proxy.ts), the
 * cache segment's kept parameters (modules/site/list-filters.ts) and the sitemap's fixed part are built
 * from it; tests/unit/routes.test.ts fails when a public page.tsx is missing from it.
 */

const monthly = (priority: number) => ({ priority, changeFrequency: 'monthly' as const })

/** The pages that belong to no content type. */
const SITE_PAGES: PublicRoute[] = [
  { path: '/', sitemap: { priority: 1, changeFrequency: 'daily' } },
  { path: '/news1' },
  { path: '/tabelsimulasi', params: ['jumlah', 'margin', 'tenor', 'jenis'], sitemap: monthly(0.7) },
  { path: '/color-guide' },
  // The site search takes 200 characters; one more is kept so the page can refuse a longer one.
  { path: '/cari', params: ['q', 'page'], maxLength: 201 },
  { path: '/profil/visi-misi', sitemap: monthly(0.6) },
  { path: '/profil/sejarah-singkat', sitemap: monthly(0.6) },
  { path: '/profil/struktur-organisasi', sitemap: monthly(0.6) },
  // Every product's fees (modules/produk, the summaries).
  { path: '/tarif-dan-biaya', sitemap: monthly(0.5) },
  // The mudharabah deposits' nisbah and monthly rates (modules/bagi-hasil).
  { path: '/tingkat-bagi-hasil', sitemap: monthly(0.5) },
  // The privacy notice every consent links to (modules/privasi).
  { path: '/kebijakan-privasi', sitemap: monthly(0.3) },
  // The inquiry forms (modules/pengajuan), prefilled from a product or the simulator.
  { path: '/hubungi-kami', sitemap: monthly(0.5) },
  {
    path: '/ajukan-pembiayaan',
    params: ['produk', 'jumlah', 'margin', 'tenor', 'jenis'],
    sitemap: monthly(0.5),
  },
  // The consumer complaint service (modules/pengaduan); its status page is per person.
  { path: '/layanan-pengaduan', sitemap: monthly(0.5) },
  { path: '/layanan-pengaduan/status' },
  // The whistleblowing channel (modules/whistleblowing); its follow-up page is per reporter.
  { path: '/whistleblowing', sitemap: monthly(0.3) },
  { path: '/whistleblowing/tindak-lanjut' },
]

/** Every fixed public page: the site's own, then each type's list and further pages. */
export const PUBLIC_ROUTES: PublicRoute[] = [
  ...SITE_PAGES,
  ...allContentTypes().flatMap((type) =>
    type.public ? [type.public.list, ...(type.public.pages ?? [])] : [],
  ),
]

const BY_PATH = new Map(PUBLIC_ROUTES.map((route) => [route.path, route]))

/** The path prefixes of record pages ('/news/'), with the type each belongs to. */
export const ITEM_PREFIXES = allContentTypes().flatMap((type) =>
  type.public?.itemPrefix
    ? [{ prefix: type.public.itemPrefix, type: type.slug, pages: type.public.itemPages ?? [] }]
    : [],
)

/** The fixed route of a path, if the table has one. */
export const routeOf = (pathname: string) => BY_PATH.get(pathname)

/** The type and slug (still URL-encoded) of a record page's path ('/news/<slug>'), or null. */
export function recordPageOf(pathname: string): { type: string; slug: string } | null {
  for (const { prefix, type, pages } of ITEM_PREFIXES) {
    const rest = pathname.startsWith(prefix) ? pathname.slice(prefix.length) : ''
    const [slug, page, ...more] = rest.split('/')
    if (slug && more.length === 0 && (page === undefined || pages.includes(page)))
      return { type, slug }
  }
  return null
}

/** Whether a path names a public page: a fixed one or a record's. */
export const isPublicPath = (pathname: string) =>
  BY_PATH.has(pathname) || recordPageOf(pathname) !== null

/** The fixed pages the sitemap lists, highest priority first (ties keep the table's order). */
export const SITEMAP_PAGES = PUBLIC_ROUTES.filter((route) => route.sitemap)
  .map((route) => ({ path: route.path, ...route.sitemap! }))
  .sort((a, b) => b.priority - a.priority)
