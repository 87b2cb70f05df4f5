import { type SQL, sql } from 'drizzle-orm'
import type { Payload } from 'payload'

import { allOf, containsText } from '@/lib/page-query'

import type { KategoriNews } from './news.rules'

/** What a news list is narrowed to: SPEC's title search and one category. */
export type NewsFilters = { q?: string; kategori?: KategoriNews | '' }

export const newsWhere = (payload: Payload, { q, kategori }: NewsFilters) =>
  allOf(q && containsText(payload, 'judul', q), kategori && sql`"kategori" = ${kategori}`)

/** Newest dibuatPada first, then newest created: the order of /news, the feed and the API. */
export const NEWEST_NEWS_FIRST = sql`"dibuat_pada" DESC, "created_at" DESC, "id" DESC`

/**
 * The orders the back-office's news table offers, by column id; ties keep the list's own order,
 * as the table did when it sorted in the browser.
 */
export const NEWS_SORTS: Record<string, (dir: SQL) => SQL> = {
  dibuatPada: (dir) => sql`"dibuat_pada" ${dir}, "created_at" DESC, "id" DESC`,
  judul: (dir) => sql`lower("judul") ${dir}, "dibuat_pada" DESC, "created_at" DESC, "id" DESC`,
  ukuran: (dir) => sql`"filesize" ${dir}, "dibuat_pada" DESC, "created_at" DESC, "id" DESC`,
}
