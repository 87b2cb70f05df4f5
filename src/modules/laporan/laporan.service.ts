import { notFound } from '@/lib/errors'
import type { UploadFile } from '@/lib/http'
import { parseIdOrThrow } from '@/lib/ids'
import { asCaller, type ServiceContext } from '@/lib/payload'
import { parseInput } from '@/lib/parse-input'
import type { Laporan } from '@/payload-types'
import { expireContent } from '@/modules/site/content-cache'
import { writeWithUpload } from '@/modules/storage/stored-upload'

import { LAPORAN_MESSAGES } from './laporan.rules'
import { laporanInputSchema } from './laporan.schema'
import type { LaporanDto, LaporanPreview } from './laporan.types'

function previewOf(doc: Laporan): LaporanPreview | null {
  const { thumb, card } = doc.sizes ?? {}
  const larger = card?.filename ? card : thumb?.filename ? thumb : null
  if (!larger?.width || !larger.height) return null
  return {
    thumb: (thumb?.filename && thumb.url) || null,
    card: (card?.filename && card.url) || null,
    width: larger.width,
    height: larger.height,
  }
}

export const toLaporanDto = (doc: Laporan): LaporanDto => ({
  _id: String(doc.id),
  judul: doc.judul,
  tanggal: doc.tanggal,
  jenis: doc.jenis,
  ukuran: doc.filesize ?? 0,
  fileUrl: doc.url ?? null,
  halaman: doc.halaman ? doc.halaman : null,
  pratinjau: previewOf(doc),
  createdAt: doc.createdAt,
  updatedAt: doc.updatedAt,
})

/** Every report, newest created first. */
export async function listLaporan(ctx: ServiceContext): Promise<LaporanDto[]> {
  const { docs } = await ctx.payload.find({
    collection: 'laporan',
    sort: '-createdAt',
    pagination: false,
    limit: 0,
    depth: 0,
    ...asCaller(ctx),
  })
  return docs.map(toLaporanDto)
}

export async function getLaporanOrThrow(ctx: ServiceContext, id: string): Promise<LaporanDto> {
  const doc = await ctx.payload.findByID({
    collection: 'laporan',
    id: parseIdOrThrow(id, LAPORAN_MESSAGES.notFound),
    depth: 0,
    disableErrors: true,
    ...asCaller(ctx),
  })
  if (!doc) throw notFound(LAPORAN_MESSAGES.notFound)
  return toLaporanDto(doc)
}

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
