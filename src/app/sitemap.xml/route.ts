import { PUBLIC_TYPE_SLUGS } from '@/content-types'
import { getPublicContext } from '@/lib/payload'
import { cachedResponse } from '@/lib/public-response'
import { cachedBody } from '@/modules/site/public-content'
import { sitemapRoot } from '@/modules/site/sitemap'

const sitemap = cachedBody('sitemap', PUBLIC_TYPE_SLUGS, async () =>
  sitemapRoot(await getPublicContext()),
)

// GET /sitemap.xml: every public page, product and article, or the index of the files that list
// them once there are more than one file holds; built once per change.
export const GET = (request: Request) =>
  cachedResponse(request, sitemap, 'application/xml; charset=utf-8')
