import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'

import { allOf, containsText } from '@/lib/page-query'

import type { JenisLaporan } from './laporan.rules'

/** What a report list is narrowed to: SPEC's title search and one jenis. */
export type LaporanFilters = { q?: string; jenis?: JenisLaporan | '' }

export const laporanWhere = (payload: Payload, { q, jenis }: LaporanFilters) =>
  allOf(q && containsText(payload, 'judul', q), jenis && sql`"jenis" = ${jenis}`)

/** Newest report date first: the order of /laporan-publikasi and its archives. */
export const NEWEST_LAPORAN_FIRST = sql`"tanggal" DESC, "created_at" DESC, "id" DESC`
