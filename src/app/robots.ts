import type { MetadataRoute } from 'next'

import { absoluteUrl } from '@/lib/json-ld'

/** The upload collections whose files the public pages show (images, report PDFs). */
const PUBLIC_FILES = ['laporan', 'news', 'produk'].map((slug) => `/cms-api/${slug}/file/`)

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
