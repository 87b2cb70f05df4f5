import type { MetadataRoute } from 'next'

import { CONTENT_TYPE_SLUGS } from '@/content-types'
import { absoluteUrl } from '@/lib/json-ld'
import { SITE_IMAGES } from '@/modules/site-look/site-look.rules'

/** The files the public pages show: the content types' (images, report PDFs) and the site's own
 * pictures. */
const PUBLIC_FILES = [...CONTENT_TYPE_SLUGS, SITE_IMAGES].map((slug) => `/cms-api/${slug}/file/`)

export default function robots(): MetadataRoute.Robots {
  return {
    // The back-office, the CMS and the APIs are not for search engines; the files the public pages
    // link to (og:image, JSON-LD images, report PDFs) are, and the longer Allow rule wins.
    rules: [
      {
        userAgent: '*',
        allow: ['/', ...PUBLIC_FILES],
        disallow: ['/admin', '/cms', '/api/', '/cms-api/'],
      },
    ],
    sitemap: absoluteUrl('/sitemap.xml'),
  }
}
