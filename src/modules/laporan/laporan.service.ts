import type { SQL } from 'drizzle-orm'

import { laporan } from '@/content-types/laporan'
import type { UploadFile } from '@/lib/http'
import { findRecordOrThrow, nullIfNotFound } from '@/lib/find-record'
import { type PageSlice, readPage } from '@/lib/page-query'
import { asCaller, type ServiceContext } from '@/lib/payload'
import { parseInput } from '@/lib/parse-input'
import { createRecord, deleteRecord, updateRecord } from '@/modules/content/content.service'

import { type LaporanFilters, laporanWhere, NEWEST_LAPORAN_FIRST } from './laporan.query'
import { type JenisLaporan, LAPORAN_MESSAGES } from './laporan.rules'
import { laporanInputSchema } from './laporan.schema'
import type { LaporanDto } from './laporan.types'

export const toLaporanDto = laporan.toDto

/** One page of reports, newest report date first unless `orderBy` says otherwise. */
export async function findLaporanPage(
  ctx: ServiceContext,
  filters: LaporanFilters,
  { page, limit, orderBy = NEWEST_LAPORAN_FIRST }: { page: number; limit: number; orderBy?: SQL },
): Promise<PageSlice<LaporanDto>> {
  const where = laporanWhere(ctx.payload, filters)
  const query = { where, orderBy, page, limit, searchesTitle: Boolean(filters.q) }
  return readPage(ctx, 'laporan', query, toLaporanDto)
}

/** The `count` newest reports of one jenis, by report date. */
export async function newestLaporan(
  ctx: ServiceContext,
  jenis: JenisLaporan,
  count: number,
): Promise<LaporanDto[]> {
  const { docs } = await ctx.payload.find({
    collection: 'laporan',
    where: { jenis: { equals: jenis } },
    sort: ['-tanggal', '-createdAt', '-id'],
    pagination: false,
    limit: count,
    depth: 0,
    ...asCaller(ctx),
  })
  return docs.map(toLaporanDto)
}

export async function getLaporanOrThrow(ctx: ServiceContext, id: string): Promise<LaporanDto> {
  return toLaporanDto(await findRecordOrThrow(ctx, 'laporan', id, LAPORAN_MESSAGES.notFound))
}

/** The report, or null when the id names none. */
export const findLaporan = (ctx: ServiceContext, id: string) =>
  nullIfNotFound(getLaporanOrThrow(ctx, id))

export const createLaporan = (ctx: ServiceContext, input: unknown, file?: UploadFile) =>
  createRecord(ctx, 'laporan', parseInput(laporanInputSchema, input), file)

/** Updates a report; without a new file the old PDF stays. */
export const updateLaporan = (ctx: ServiceContext, id: string, input: unknown, file?: UploadFile) =>
  updateRecord(ctx, 'laporan', id, parseInput(laporanInputSchema, input), file)

export const deleteLaporan = (ctx: ServiceContext, id: string) => deleteRecord(ctx, 'laporan', id)
