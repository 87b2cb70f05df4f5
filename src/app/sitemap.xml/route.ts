import { absoluteUrl } from '@/lib/json-ld'
import { cachedResponse } from '@/lib/public-response'
import { STATIC_PAGES } from '@/lib/site-pages'
import { escapeXml } from '@/lib/xml'
import { cachedBody, getCachedNews, getCachedProduk } from '@/modules/site/public-content'

type Entry = { path: string; lastModified?: string; changeFrequency: string; priority: number }

const url = (entry: Entry) =>
  [
    '  <url>',
    `    <loc>${escapeXml(absoluteUrl(entry.path))}</loc>`,
    entry.lastModified
      ? `    <lastmod>${new Date(entry.lastModified).toISOString()}</lastmod>`
      : '',
    `    <changefreq>${entry.changeFrequency}</changefreq>`,
    `    <priority>${entry.priority}</priority>`,
    '  </url>',
  ]
    .filter(Boolean)
    .join('\n')

const sitemap = cachedBody('sitemap', ['news', 'produk'], async () => {
  const [produk, news] = await Promise.all([getCachedProduk(), getCachedNews()])
  const entries: Entry[] = [
    ...STATIC_PAGES,
    ...produk.map((item) => ({
      path: `/produk/${item.slug}`,
      lastModified: item.updatedAt,
      changeFrequency: 'monthly',
      priority: 0.7,
    })),
    ...news.map((item) => ({
      path: `/news/${item.slug}`,
      lastModified: item.updatedAt,
      changeFrequency: 'yearly',
      priority: 0.6,
    })),
  ]
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${entries.map(url).join('\n')}
</urlset>
`
})

// GET /sitemap.xml: every public page, product and article; built once per change, so a new
// product or article appears without a rebuild.
export const GET = (request: Request) =>
  cachedResponse(request, sitemap, 'application/xml; charset=utf-8')
