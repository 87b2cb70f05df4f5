import { createHash } from 'node:crypto'

import { unstable_cache } from 'next/cache'

import { getPublicContext } from '@/lib/payload'
import type { CachedBody } from '@/lib/public-response'
import { newestNews } from '@/modules/news/news.service'
import { newestProduk } from '@/modules/produk/produk.service'

import type { ContentTag } from './content-cache'
import { getSiteSettings } from './site.service'

/*
 * Cached reads shared by every public page and every visitor (and by
 * every instance when REDIS_URL gives them one cache). Each entry carries the tags of what it
 * shows, and a change expires those tags (src/modules/site/content-cache.ts). Instances that do
 * not share a cache also let entries lapse after a minute, so they cannot disagree for longer;
 * with a shared cache, after an hour, so even an entry whose tag was lost cannot stay for good.
 */
const revalidate = process.env.REDIS_URL ? 3600 : 60

function cached<T>(key: string, tags: ContentTag[], read: () => Promise<T>) {
  // Outside a Next server (the integration tests call the route handlers directly) there is no
  // cache: every call reads afresh.
  if (!process.env.NEXT_RUNTIME) return read
  return unstable_cache(read, [key], { tags, revalidate })
}

export const getCachedSite = cached('site', ['site'], async () =>
  getSiteSettings(await getPublicContext()),
)

/** How many of the newest items the random picks (home, footer, side boxes) choose from. */
export const PICK_POOL = 12

/**
 * The newest products and news items, a small pool shared by every page's random picks (one more
 * news item than the pool, so an article can leave itself out).
 */
export const getCachedPools = cached('pools', ['produk', 'news'], async () => {
  const ctx = await getPublicContext()
  const [produk, news] = await Promise.all([
    newestProduk(ctx, PICK_POOL),
    newestNews(ctx, PICK_POOL + 1),
  ])
  return { produk, news }
})

/** Serialises an answer once per content version, with its ETag. */
export function cachedBody(
  key: string,
  tags: ContentTag[],
  render: () => Promise<string>,
): () => Promise<CachedBody> {
  return cached(`${key}:body`, tags, async () => {
    const body = await render()
    return { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"` }
  })
}
