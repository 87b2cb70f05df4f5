import type { MetadataRoute } from 'next'

import { absoluteUrl } from '@/lib/json-ld'
import { STATIC_PAGES } from '@/lib/site-pages'
import { getCachedNews, getCachedProduk } from '@/modules/site/public-content'

// Built per request from the cached lists, so a new product or article appears without a rebuild.
export const dynamic = 'force-dynamic'

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [produk, news] = await Promise.all([getCachedProduk(), getCachedNews()])
  return [
    ...STATIC_PAGES.map((page) => ({
      url: absoluteUrl(page.path),
      changeFrequency: page.changeFrequency,
      priority: page.priority,
    })),
    ...produk.map((item) => ({
      url: absoluteUrl(`/produk/${item.slug}`),
      lastModified: new Date(item.updatedAt),
      changeFrequency: 'monthly' as const,
      priority: 0.7,
    })),
    ...news.map((item) => ({
      url: absoluteUrl(`/news/${item.slug}`),
      lastModified: new Date(item.updatedAt),
      changeFrequency: 'yearly' as const,
      priority: 0.6,
    })),
  ]
}
