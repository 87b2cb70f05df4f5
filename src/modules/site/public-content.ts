import { createHash } from 'node:crypto'

import { unstable_cache } from 'next/cache'

import { getPublicContext } from '@/lib/payload'
import type { CachedBody } from '@/lib/public-response'
import { listLaporan } from '@/modules/laporan/laporan.service'
import { listNews } from '@/modules/news/news.service'
import { listProduk } from '@/modules/produk/produk.service'

import type { ContentTag } from './content-cache'
import { getSiteSettings } from './site.service'

/*
 * Cached reads for the public pages and the public API lists, shared by every visitor (and by
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

export const getCachedProduk = cached('produk', ['produk'], async () =>
  listProduk(await getPublicContext()),
)

export const getCachedNews = cached('news', ['news'], async () =>
  listNews(await getPublicContext()),
)

export const getCachedLaporan = cached('laporan', ['laporan'], async () =>
  listLaporan(await getPublicContext()),
)

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

/** The public GET lists of SPEC 7, as JSON text. */
export const publicListJson = {
  laporan: cachedBody('laporan', ['laporan'], async () => JSON.stringify(await getCachedLaporan())),
  news: cachedBody('news', ['news'], async () => JSON.stringify(await getCachedNews())),
  produk: cachedBody('produk', ['produk'], async () => JSON.stringify(await getCachedProduk())),
}
