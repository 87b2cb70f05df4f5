import { sql } from 'drizzle-orm'

import { absoluteUrl } from '@/lib/json-ld'
import { queryRows } from '@/lib/page-query'
import type { ServiceContext } from '@/lib/payload'
import { STATIC_PAGES } from '@/lib/site-pages'
import { escapeXml } from '@/lib/xml'

/*
 * The sitemap: one file while everything fits, else an index of files, each built from one
 * indexed query. The protocol allows 50,000 URLs a file; a smaller file keeps each one quick to
 * build on a first visit, as WordPress does with 2,000.
 */
export const URLS_PER_FILE = 2000

type Entry = { path: string; lastModified?: string; changeFrequency: string; priority: number }

/** The records that have a page of their own, by the path prefix of their pages. */
const RECORDS = {
  produk: { prefix: '/produk/', changeFrequency: 'monthly', priority: 0.7 },
  news: { prefix: '/news/', changeFrequency: 'yearly', priority: 0.6 },
} as const
type RecordKind = keyof typeof RECORDS

const ARCHIVES = ['transparansi', 'publikasi', 'tahunan'].map((slug) => ({
  path: `/laporan-publikasi/${slug}`,
  changeFrequency: 'monthly',
  priority: 0.5,
}))

const PAGES: Entry[] = [...STATIC_PAGES, ...ARCHIVES]

async function count(ctx: ServiceContext, kind: RecordKind): Promise<number> {
  return (await ctx.payload.count({ collection: kind })).totalDocs
}

/** Slice `part` (from 1) of a kind's records, oldest first, so a file's URLs rarely move. */
async function recordEntries(ctx: ServiceContext, kind: RecordKind, part: number, size: number) {
  const rows = await queryRows<{ slug: string; updated_at: string | Date }>(
    ctx.payload,
    sql`SELECT "slug", "updated_at" FROM ${sql.identifier(kind)} WHERE "slug" IS NOT NULL ORDER BY "id" LIMIT ${size} OFFSET ${(part - 1) * size}`,
  )
  const { prefix, changeFrequency, priority } = RECORDS[kind]
  return rows.map((row) => ({
    path: `${prefix}${row.slug}`,
    lastModified: new Date(row.updated_at).toISOString(),
    changeFrequency,
    priority,
  }))
}

const urlXml = (entry: Entry) =>
  [
    '  <url>',
    `    <loc>${escapeXml(absoluteUrl(entry.path))}</loc>`,
    entry.lastModified ? `    <lastmod>${entry.lastModified}</lastmod>` : '',
    `    <changefreq>${entry.changeFrequency}</changefreq>`,
    `    <priority>${entry.priority}</priority>`,
    '  </url>',
  ]
    .filter(Boolean)
    .join('\n')

const urlset = (entries: Entry[]) => `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${entries.map(urlXml).join('\n')}
</urlset>
`

/** /sitemap.xml: every URL while they fit one file, else the index of the files. */
export async function sitemapRoot(ctx: ServiceContext, perFile = URLS_PER_FILE): Promise<string> {
  const [produk, news] = await Promise.all([count(ctx, 'produk'), count(ctx, 'news')])
  if (PAGES.length + produk + news <= perFile) {
    const [produkEntries, newsEntries] = await Promise.all([
      recordEntries(ctx, 'produk', 1, perFile),
      recordEntries(ctx, 'news', 1, perFile),
    ])
    return urlset([...PAGES, ...produkEntries, ...newsEntries])
  }
  const files = [
    'halaman',
    ...partNames('produk', produk, perFile),
    ...partNames('news', news, perFile),
  ].map(
    (name) =>
      `  <sitemap>\n    <loc>${escapeXml(absoluteUrl(`/sitemap/${name}.xml`))}</loc>\n  </sitemap>`,
  )
  return `<?xml version="1.0" encoding="UTF-8"?>
<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${files.join('\n')}
</sitemapindex>
`
}

const partNames = (kind: RecordKind, total: number, perFile: number) =>
  Array.from({ length: Math.ceil(total / perFile) }, (_, i) => `${kind}-${i + 1}`)

/** /sitemap/<name>.xml: the fixed pages, or one part of a kind's records; null when none. */
export async function sitemapFile(
  ctx: ServiceContext,
  name: string,
  perFile = URLS_PER_FILE,
): Promise<string | null> {
  if (name === 'halaman') return urlset(PAGES)
  const match = /^(produk|news)-([1-9]\d{0,5})$/.exec(name)
  if (!match) return null
  const entries = await recordEntries(ctx, match[1] as RecordKind, Number(match[2]), perFile)
  return entries.length ? urlset(entries) : null
}
