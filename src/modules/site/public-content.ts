import { createHash } from 'node:crypto'

import { unstable_cache } from 'next/cache'

import { contentType, type ContentTypeSlug, PUBLIC_TYPE_SLUGS } from '@/content-types'
import { getPublicContext } from '@/lib/payload'
import { toImageSet } from '@/lib/image-set'
import type { PageSlice } from '@/lib/page-query'
import {
  type DtoOf,
  findRecord,
  findRecordBySlug,
  findRecordPage,
  findRelatedRecords,
  type RecordFilters,
} from '@/modules/content/content.service'
import type { CachedBody } from '@/lib/public-response'
import type { JenisLaporan } from '@/modules/laporan/laporan.rules'
import { newestLaporan } from '@/modules/laporan/laporan.service'
import { newestNews, newsCategories } from '@/modules/news/news.service'
import { getTingkatBagiHasil } from '@/modules/bagi-hasil/bagi-hasil.service'
import { getCurrentNotice } from '@/modules/privasi/privasi.service'
import { newestProduk, produkWithRingkasan } from '@/modules/produk/produk.service'
import { readBodyRefs } from '@/modules/richtext/richtext.refs'
import { IMAGE_TYPE, LINKABLE_PATHS, type LinkableType } from '@/modules/richtext/richtext.rules'

import { cachedReadSeconds, type ContentTag } from '@/modules/content/content-cache'
import { getSiteSettings } from './site.service'

/*
 * Cached reads shared by every public page and every visitor (and by
 * every instance when REDIS_URL gives them one cache). Each entry carries the tags of what it
 * shows, and a change expires those tags (src/modules/content/content-cache.ts); without a change an entry
 * lapses after `cachedReadSeconds`.
 */

/**
 * A read whose result, per argument list, is kept under `tags`. A page that makes it carries the
 * same tags, so a change of that content expires the page too: every public page reads through
 * here, never straight from the database.
 */
function cached<A extends unknown[], T>(
  key: string,
  tags: ContentTag[],
  read: (...args: A) => Promise<T>,
) {
  // Outside a Next server (the integration tests call the route handlers directly) there is no
  // cache: every call reads afresh.
  if (!process.env.NEXT_RUNTIME) return read
  return unstable_cache(read, [key], { tags, revalidate: cachedReadSeconds })
}

/** A media item's renditions and alt text (a record's social image), or null when it is gone. */
export const getCachedMediaImage = cached('media-image', ['media'], async (id: number) => {
  const { payload } = await getPublicContext()
  const doc = await payload.findByID({ collection: 'media', id, depth: 0, disableErrors: true })
  return doc ? { image: toImageSet(doc), alt: doc.alt } : null
})

export const getCachedSite = cached('site', ['site'], async () =>
  getSiteSettings(await getPublicContext()),
)

/** What a rich body shows of other records: its images and its internal links' paths. */
export const getCachedBodyRefs = cached(
  'body-refs',
  [IMAGE_TYPE, ...(Object.keys(LINKABLE_PATHS) as LinkableType[])],
  readBodyRefs,
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

/** The news categories that have news, for /news's filter. */
export const getCachedNewsCategories = cached('news-categories', ['news'], async () =>
  newsCategories(await getPublicContext()),
)

/** A record of each type by slug, or null: the proxy's 404 check and the record's page share it. */
const bySlug = Object.fromEntries(
  PUBLIC_TYPE_SLUGS.map((type) => [
    type,
    cached(`${type}-slug`, [type], async (slug: string) =>
      findRecordBySlug(await getPublicContext(), type, slug),
    ),
  ]),
) as Record<ContentTypeSlug, (slug: string) => Promise<unknown>>

export const getCachedRecordBySlug = <T extends ContentTypeSlug>(type: T, slug: string) =>
  bySlug[type](slug) as Promise<DtoOf<T> | null>

/** A record of each type by id, or null (a promo's products). */
const byId = Object.fromEntries(
  PUBLIC_TYPE_SLUGS.map((type) => [
    type,
    cached(`${type}-id`, [type], async (id: string) =>
      findRecord(await getPublicContext(), type, id),
    ),
  ]),
) as Record<ContentTypeSlug, (id: string) => Promise<unknown>>

export const getCachedRecordById = (type: ContentTypeSlug, id: string) => byId[type](id)

/**
 * One page of a type's public list, narrowed by its filters (a category, a jenis, a title
 * search), in the order its public lists share.
 */
const recordPages = Object.fromEntries(
  PUBLIC_TYPE_SLUGS.map((type) => [
    type,
    cached(`${type}-page`, [type], async (filters: RecordFilters, page: number, limit: number) =>
      findRecordPage(await getPublicContext(), type, filters, {
        page,
        limit,
        orderBy: contentType(type).public?.order,
      }),
    ),
  ]),
) as Record<
  ContentTypeSlug,
  (filters: RecordFilters, page: number, limit: number) => Promise<PageSlice<unknown>>
>

export const getCachedRecordPage = <T extends ContentTypeSlug>(
  type: T,
  filters: RecordFilters,
  page: number,
  limit: number,
) => recordPages[type](filters, page, limit) as Promise<PageSlice<DtoOf<T>>>

/** The records of `type` related to a record of another (promos of a product), visible now. */
const relatedRecords = Object.fromEntries(
  PUBLIC_TYPE_SLUGS.map((type) => [
    type,
    cached(`${type}-related`, [type], async (field: string, id: string) =>
      findRelatedRecords(await getPublicContext(), type, field, id),
    ),
  ]),
) as Record<ContentTypeSlug, (field: string, id: string) => Promise<unknown[]>>

export const getCachedRelatedRecords = (type: ContentTypeSlug, field: string, id: string) =>
  relatedRecords[type](field, id)

/** Every product's summary for /tarif-dan-biaya; a product's save expires it. */
export const getCachedTarif = cached('produk-tarif', ['produk'], async () =>
  produkWithRingkasan(await getPublicContext()),
)

/** The mudharabah deposits' rates for /tingkat-bagi-hasil; a month's save expires the products' tag. */
export const getCachedTingkatBagiHasil = cached('bagi-hasil', ['produk'], async () =>
  getTingkatBagiHasil(await getPublicContext()),
)

/** The privacy notice in force for /kebijakan-privasi; a new version expires the site's tag. */
export const getCachedPrivacyNotice = cached('kebijakan-privasi', ['site'], async () =>
  getCurrentNotice(await getPublicContext()),
)

/** The `count` newest reports of each jenis, for /laporan-publikasi's shelves. */
export const getCachedLaporanShelves = cached(
  'laporan-shelves',
  ['laporan'],
  async (jenis: readonly JenisLaporan[], count: number) => {
    const ctx = await getPublicContext()
    return Promise.all(jenis.map((j) => newestLaporan(ctx, j, count)))
  },
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
