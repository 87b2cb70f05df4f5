import { unstable_cache } from 'next/cache'

import { getPublicContext } from '@/lib/payload'
import { listLaporan } from '@/modules/laporan/laporan.service'
import { listNews } from '@/modules/news/news.service'
import { listProduk } from '@/modules/produk/produk.service'

import { getSiteSettings } from './site.service'

/*
 * Cached reads for the public pages, shared by every visitor. Each is tagged with its collection,
 * and the collection's afterChange/afterDelete hooks expire the tag (src/hooks/revalidate-content).
 * Random picks are made per request from these lists, so they still vary between visits.
 * With several instances a hook expires only its own instance's cache, so entries also expire
 * after a minute.
 */
export const getCachedSite = unstable_cache(
  async () => getSiteSettings(await getPublicContext()),
  ['site'],
  { tags: ['site'], revalidate: 60 },
)

export const getCachedProduk = unstable_cache(
  async () => listProduk(await getPublicContext()),
  ['produk'],
  { tags: ['produk'], revalidate: 60 },
)

export const getCachedNews = unstable_cache(
  async () => listNews(await getPublicContext()),
  ['news'],
  { tags: ['news'], revalidate: 60 },
)

export const getCachedLaporan = unstable_cache(
  async () => listLaporan(await getPublicContext()),
  ['laporan'],
  { tags: ['laporan'], revalidate: 60 },
)
