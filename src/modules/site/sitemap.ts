import { sql } from 'drizzle-orm'

import { absoluteUrl } from '@/lib/json-ld'
import { allContentTypes, type ContentTypeSlug } from '@/content-types'
import { allOf, queryRows } from '@/lib/page-query'
import type { ServiceContext } from '@/lib/service-context'
import { SITEMAP_PAGES } from '@/modules/site/routes'
import { escapeXml } from '@/lib/xml'
import { visibleTo } from '@/modules/content/content.service'

/*
 * The sitemap: one file while everything fits, else an index of files, each built from one
 * indexed query. The protocol allows 50,000 URLs a file; a smaller file keeps each one quick to
 * build on a first visit, as WordPress does with 2,000.
 */
export const URLS_PER_FILE = 2000

type Entry = { path: string; lastModified?: string; changeFrequency: string; priority: number }

/** The types whose records have a page of their own, with what the sitemap says of them. */
const RECORD_TYPES = allContentTypes()
  .flatMap(({ slug, public: site }) =>
    site?.itemPrefix && site.sitemap
      ? [{ slug: slug as ContentTypeSlug, prefix: site.itemPrefix, ...site.sitemap }]
      : [],
  )
  // Highest priority first, as the fixed pages.
  .sort((a, b) => b.priority - a.priority)
type RecordType = (typeof RECORD_TYPES)[number]

/** Visitors' rows only: a record outside its period has no page. */
const visibleWhere = (ctx: ServiceContext, kind: RecordType) =>
  allOf(sql`"slug" IS NOT NULL`, visibleTo(ctx, kind.slug))

/**
 * How many records the files hold. Every saved record has a slug (its field's hook makes one), so
 * the visibility rule alone counts them: its columns are all in one index (publicIndexes), which
 * the count then reads instead of 100,000 rows.
 */
async function count(ctx: ServiceContext, kind: RecordType): Promise<number> {
  const [{ n }] = await queryRows<{ n: number | string }>(
    ctx.payload,
    sql`SELECT count(*) AS n FROM ${sql.identifier(kind.slug)} WHERE ${visibleTo(ctx, kind.slug) ?? sql`1 = 1`}`,
  )
  return Number(n)
}

/** Slice `part` (from 1) of a kind's records, oldest first, so a file's URLs rarely move. */
async function recordEntries(ctx: ServiceContext, kind: RecordType, part: number, size: number) {
  const rows = await queryRows<{ slug: string; updated_at: string | Date }>(
    ctx.payload,
    sql`SELECT "slug", "updated_at" FROM ${sql.identifier(kind.slug)} WHERE ${visibleWhere(ctx, kind)} ORDER BY "id" LIMIT ${size} OFFSET ${(part - 1) * size}`,
  )
  return rows.map((row) => ({
    path: `${kind.prefix}${row.slug}`,
    lastModified: new Date(row.updated_at).toISOString(),
    changeFrequency: kind.changeFrequency,
    priority: kind.priority,
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
  const counts = await Promise.all(RECORD_TYPES.map((kind) => count(ctx, kind)))
  if (SITEMAP_PAGES.length + counts.reduce((a, b) => a + b, 0) <= perFile) {
    const entries = await Promise.all(
      RECORD_TYPES.map((kind) => recordEntries(ctx, kind, 1, perFile)),
    )
    return urlset([...SITEMAP_PAGES, ...entries.flat()])
  }
  const files = [
    'halaman',
    ...RECORD_TYPES.flatMap((kind, i) => partNames(kind.slug, counts[i], perFile)),
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

const partNames = (kind: string, total: number, perFile: number) =>
  Array.from({ length: Math.ceil(total / perFile) }, (_, i) => `${kind}-${i + 1}`)

/** /sitemap/<name>.xml: the fixed pages, or one part of a kind's records; null when none. */
export async function sitemapFile(
  ctx: ServiceContext,
  name: string,
  perFile = URLS_PER_FILE,
): Promise<string | null> {
  if (name === 'halaman') return urlset(SITEMAP_PAGES)
  const match = /^([a-z-]+)-([1-9]\d{0,5})$/.exec(name)
  const kind = match && RECORD_TYPES.find((type) => type.slug === match[1])
  if (!kind) return null
  const entries = await recordEntries(ctx, kind, Number(match[2]), perFile)
  return entries.length ? urlset(entries) : null
}
