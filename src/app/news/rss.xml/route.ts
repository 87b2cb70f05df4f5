import { absoluteUrl } from '@/lib/json-ld'
import { cachedResponse } from '@/lib/public-response'
import { toDescription } from '@/modules/site/seo'
import { escapeXml } from '@/lib/xml'
import { getPublicContext } from '@/lib/payload'
import { newestNews } from '@/modules/news/news.service'
import { cachedBody, getCachedSite } from '@/modules/site/public-content'

/** How many of the newest items the feed carries. */
const FEED_SIZE = 50

const feed = cachedBody('rss', ['news', 'site'], async () => {
  const [site, newest] = await Promise.all([
    getCachedSite(),
    getPublicContext().then((ctx) => newestNews(ctx, FEED_SIZE)),
  ])
  const items = newest
    .map((item) => {
      const link = absoluteUrl(`/news/${item.slug}`)
      return [
        '    <item>',
        `      <title>${escapeXml(item.judul)}</title>`,
        `      <link>${escapeXml(link)}</link>`,
        `      <guid isPermaLink="true">${escapeXml(link)}</guid>`,
        `      <pubDate>${new Date(item.dibuatPada).toUTCString()}</pubDate>`,
        `      <category>${escapeXml(item.kategori)}</category>`,
        `      <description>${escapeXml(toDescription(item.kutipan || item.isisatu, 300))}</description>`,
        '    </item>',
      ].join('\n')
    })
    .join('\n')
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${escapeXml(`News ${site.namaBank}`)}</title>
    <link>${escapeXml(absoluteUrl('/news'))}</link>
    <atom:link href="${escapeXml(absoluteUrl('/news/rss.xml'))}" rel="self" type="application/rss+xml" />
    <description>${escapeXml(`Kabar dan pengumuman terbaru dari ${site.namaBank}.`)}</description>
    <language>id</language>
${items}
  </channel>
</rss>
`
  return xml
})

// GET /news/rss.xml: RSS 2.0 feed of the newest news items; public, built once per change.
export const GET = (request: Request) =>
  cachedResponse(request, feed, 'application/rss+xml; charset=utf-8')
