import type { MetadataRoute } from 'next'

import { absoluteUrl } from '@/lib/json-ld'

export default function robots(): MetadataRoute.Robots {
  return {
    // The back-office, the CMS and the APIs are not for search engines.
    rules: [{ userAgent: '*', allow: '/', disallow: ['/admin', '/cms', '/api/', '/cms-api/'] }],
    sitemap: absoluteUrl('/sitemap.xml'),
  }
}
