import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'

import { news } from '@/content-types/news'
import { allOf, containsText } from '@/lib/page-query'

import type { KategoriNews } from './news.rules'

/** What a news list is narrowed to: SPEC's title search and one category. */
export type NewsFilters = { q?: string; kategori?: KategoriNews | '' }

export const newsWhere = (payload: Payload, { q, kategori }: NewsFilters) =>
  allOf(q && containsText(payload, 'judul', q), kategori && sql`"kategori" = ${kategori}`)

/** Newest dibuatPada first, then newest created: the order of /news, the feed and the API. */
export const NEWEST_NEWS_FIRST = news.list.order
