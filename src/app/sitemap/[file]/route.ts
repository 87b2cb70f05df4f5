import { notFound } from '@/lib/errors'
import { PUBLIC_TYPE_SLUGS } from '@/content-types'
import { getPublicContext } from '@/lib/payload'
import { cachedResponse } from '@/lib/public-response'
import { cachedBody } from '@/modules/site/public-content'
import { sitemapFile } from '@/modules/site/sitemap'

// GET /sitemap/<name>.xml: one file of the sitemap index (/sitemap.xml); built once per change.
export async function GET(request: Request, { params }: { params: Promise<{ file: string }> }) {
  const name = (await params).file.replace(/\.xml$/, '')
  const body = cachedBody(`sitemap:${name}`, PUBLIC_TYPE_SLUGS, async () => {
    const xml = await sitemapFile(await getPublicContext(), name)
    if (xml === null) throw notFound('Sitemap tidak ditemukan.')
    return xml
  })
  return cachedResponse(request, body, 'application/xml; charset=utf-8')
}
