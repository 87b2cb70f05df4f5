import type { SQL } from 'drizzle-orm'

import { laporan } from '@/content-types/laporan'
import type { UploadFile } from '@/lib/http'
import { findRecordOrThrow, nullIfNotFound } from '@/lib/find-record'
import { NEWEST_CREATED_FIRST, type PageSlice, readPage, streamJsonArray } from '@/lib/page-query'
import { asCaller, type ServiceContext } from '@/lib/payload'
import { parseInput } from '@/lib/parse-input'
import { expireContent } from '@/modules/site/content-cache'
import { writeWithUpload } from '@/modules/storage/stored-upload'

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

/** Every report, newest created first, as SPEC's plain JSON array, read and sent in batches. */
export const streamAllLaporan = (ctx: ServiceContext) =>
  streamJsonArray(ctx, 'laporan', NEWEST_CREATED_FIRST, toLaporanDto)

export async function getLaporanOrThrow(ctx: ServiceContext, id: string): Promise<LaporanDto> {
  return toLaporanDto(await findRecordOrThrow(ctx, 'laporan', id, LAPORAN_MESSAGES.notFound))
}

/** The report, or null when the id names none. */
export const findLaporan = (ctx: ServiceContext, id: string) =>
  nullIfNotFound(getLaporanOrThrow(ctx, id))

export async function createLaporan(
  ctx: ServiceContext,
  input: unknown,
  file: UploadFile | undefined,
): Promise<LaporanDto> {
  const data = parseInput(laporanInputSchema, input)
  const doc = await writeWithUpload('laporan', file, data, (context) =>
    ctx.payload.create({ collection: 'laporan', data, context, ...asCaller(ctx) }),
  )
  await expireContent('laporan')
  return toLaporanDto(doc)
}

/** Updates a report; without a new file the old PDF stays. */
export async function updateLaporan(
  ctx: ServiceContext,
  id: string,
  input: unknown,
  file: UploadFile | undefined,
): Promise<LaporanDto> {
  const data = parseInput(laporanInputSchema, input)
  const existing = await getLaporanOrThrow(ctx, id)
  const doc = await writeWithUpload(
    'laporan',
    file,
    data,
    (context) =>
      ctx.payload.update({
        collection: 'laporan',
        id: Number(existing._id),
        data,
        context,
        ...asCaller(ctx),
      }),
    existing._id,
  )
  await expireContent('laporan')
  return toLaporanDto(doc)
}

export async function deleteLaporan(ctx: ServiceContext, id: string): Promise<void> {
  const existing = await getLaporanOrThrow(ctx, id)
  await ctx.payload.delete({ collection: 'laporan', id: Number(existing._id), ...asCaller(ctx) })
  await expireContent('laporan')
}
