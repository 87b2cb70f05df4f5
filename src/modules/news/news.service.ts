import type { SQL } from 'drizzle-orm'

import { news } from '@/content-types/news'
import { notFound } from '@/lib/errors'
import type { UploadFile } from '@/lib/http'
import { type PageSlice, readPage } from '@/lib/page-query'
import { asCaller, type ServiceContext } from '@/lib/payload'
import { parseInput } from '@/lib/parse-input'
import { createRecord, deleteRecord, updateRecord } from '@/modules/content/content.service'

import { NEWEST_NEWS_FIRST, type NewsFilters, newsWhere } from './news.query'
import { KATEGORI_NEWS, type KategoriNews, NEWS_MESSAGES } from './news.rules'
import { newsInputSchema } from './news.schema'
import type { NewsDto } from './news.types'

export const toNewsDto = news.toDto

/** One page of news, newest first unless `orderBy` says otherwise. */
export async function findNewsPage(
  ctx: ServiceContext,
  filters: NewsFilters,
  { page, limit, orderBy = NEWEST_NEWS_FIRST }: { page: number; limit: number; orderBy?: SQL },
): Promise<PageSlice<NewsDto>> {
  const where = newsWhere(ctx.payload, filters)
  const query = { where, orderBy, page, limit, searchesTitle: Boolean(filters.q) }
  return readPage(ctx, 'news', query, toNewsDto)
}

/** The `count` newest news items. */
export async function newestNews(ctx: ServiceContext, count: number): Promise<NewsDto[]> {
  const { docs } = await ctx.payload.find({
    collection: 'news',
    sort: ['-dibuatPada', '-createdAt', '-id'],
    pagination: false,
    limit: count,
    depth: 0,
    ...asCaller(ctx),
  })
  return docs.map(toNewsDto)
}

/** The categories that have at least one news item, in Indonesian alphabetical order. */
export async function newsCategories(ctx: ServiceContext): Promise<KategoriNews[]> {
  // One index probe per category SPEC knows, never a pass over the rows.
  const present = await Promise.all(
    KATEGORI_NEWS.map(async (kategori) => {
      const { docs } = await ctx.payload.find({
        collection: 'news',
        where: { kategori: { equals: kategori } },
        select: { kategori: true },
        pagination: false,
        limit: 1,
        depth: 0,
        ...asCaller(ctx),
      })
      return docs.length > 0 ? kategori : null
    }),
  )
  return present
    .filter((k): k is KategoriNews => k !== null)
    .sort((a, b) => a.localeCompare(b, 'id'))
}

/** The news item with this slug, or null when there is none. */
export async function findNewsBySlug(ctx: ServiceContext, slug: string): Promise<NewsDto | null> {
  const { docs } = await ctx.payload.find({
    collection: 'news',
    where: { slug: { equals: slug } },
    limit: 1,
    depth: 0,
    ...asCaller(ctx),
  })
  return docs[0] ? toNewsDto(docs[0]) : null
}

export async function getNewsBySlugOrThrow(ctx: ServiceContext, slug: string): Promise<NewsDto> {
  const news = await findNewsBySlug(ctx, slug)
  if (!news) throw notFound(NEWS_MESSAGES.notFound)
  return news
}

export const createNews = (ctx: ServiceContext, input: unknown, thumbnail?: UploadFile) =>
  createRecord(ctx, 'news', parseInput(newsInputSchema, input), thumbnail)

/** Updates a news item by id; without a new thumbnail the old one stays. */
export const updateNews = (
  ctx: ServiceContext,
  id: string,
  input: unknown,
  thumbnail?: UploadFile,
) => updateRecord(ctx, 'news', id, parseInput(newsInputSchema, input), thumbnail)

export const deleteNews = (ctx: ServiceContext, id: string) => deleteRecord(ctx, 'news', id)
