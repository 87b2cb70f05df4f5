import type { Where } from 'payload'

import { notFound, badRequest } from '@/lib/errors'
import { asCaller, type ServiceContext } from '@/lib/service-context'
import type { Pengajuan } from '@/payload-types'

import { NEXT_STATUS, PENGAJUAN_MESSAGES as M, PENGAJUAN_PAGE_SIZE } from './pengajuan.rules'
import type { PengajuanFilters } from './pengajuan.schema'
import { statusChangeSchema } from './pengajuan.schema'

/*
 * The back-office side of inquiries. Every call judges the caller by the collection's access
 * (administrators only), so a visitor's context reads nothing.
 */

function whereOf(filters: PengajuanFilters): Where {
  const and: Where[] = []
  if (filters.status) and.push({ status: { equals: filters.status } })
  if (filters.produk && /^\d+$/.test(filters.produk))
    and.push({ produk: { equals: Number(filters.produk) } })
  if (filters.q) {
    const digits = filters.q.replace(/\D/g, '')
    const or: Where[] = [
      { nama: { like: filters.q } },
      { nomor: { like: filters.q } },
      { kota: { like: filters.q } },
    ]
    // 0812… as typed finds +62812… as stored.
    if (digits.length >= 4) or.push({ telepon: { like: digits.replace(/^0/, '') } })
    and.push({ or })
  }
  return { and }
}

const NEWEST_FIRST = ['-createdAt', '-id']

/** One page of the inbox, newest first. */
export async function listPengajuan(ctx: ServiceContext, filters: PengajuanFilters) {
  const result = await ctx.payload.find({
    collection: 'pengajuan',
    where: whereOf(filters),
    sort: NEWEST_FIRST,
    limit: PENGAJUAN_PAGE_SIZE,
    page: filters.page,
    depth: 0,
    ...asCaller(ctx),
  })
  return { docs: result.docs, total: result.totalDocs, page: result.page ?? filters.page }
}

/** Every inquiry the filters select, newest first, for the CSV export. */
export async function listAllPengajuan(ctx: ServiceContext, filters: PengajuanFilters) {
  const { docs } = await ctx.payload.find({
    collection: 'pengajuan',
    where: whereOf(filters),
    sort: NEWEST_FIRST,
    pagination: false,
    depth: 0,
    ...asCaller(ctx),
  })
  return docs
}

/** How many are still 'Baru', for the side menu. */
export async function countNewPengajuan(ctx: ServiceContext): Promise<number> {
  const { totalDocs } = await ctx.payload.count({
    collection: 'pengajuan',
    where: { status: { equals: 'baru' } },
    ...asCaller(ctx),
  })
  return totalDocs
}

export async function getPengajuanOrThrow(ctx: ServiceContext, id: string): Promise<Pengajuan> {
  if (!/^\d{1,12}$/.test(id)) throw notFound(M.tidakDitemukan)
  const doc = await ctx.payload.findByID({
    collection: 'pengajuan',
    id: Number(id),
    depth: 0,
    disableErrors: true,
    ...asCaller(ctx),
  })
  if (!doc) throw notFound(M.tidakDitemukan)
  return doc
}

/** Moves an inquiry on (Baru → Dihubungi → Selesai or Ditolak), with the administrator's note. */
export async function changePengajuanStatus(
  ctx: ServiceContext,
  id: string,
  input: unknown,
): Promise<Pengajuan> {
  const parsed = statusChangeSchema.safeParse(input)
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? M.statusTidakBoleh)
  const { status, catatan } = parsed.data
  const current = await getPengajuanOrThrow(ctx, id)
  if (!NEXT_STATUS[current.status].includes(status)) throw badRequest(M.statusTidakBoleh)
  if (status === 'ditolak' && !catatan) throw badRequest(M.catatanWajib)
  return ctx.payload.update({
    collection: 'pengajuan',
    id: current.id,
    data: { status, catatan: catatan ?? current.catatan },
    depth: 0,
    ...asCaller(ctx),
  })
}

/** Every inquiry of the person who sent this one (the same number): their data, for export. */
export async function findPersonData(ctx: ServiceContext, id: string): Promise<Pengajuan[]> {
  const doc = await getPengajuanOrThrow(ctx, id)
  const { docs } = await ctx.payload.find({
    collection: 'pengajuan',
    where: { telepon: { equals: doc.telepon } },
    sort: NEWEST_FIRST,
    pagination: false,
    depth: 0,
    ...asCaller(ctx),
  })
  return docs
}

/** Deletes every inquiry of that person (their right under UU PDP); returns how many. */
export async function deletePersonData(ctx: ServiceContext, id: string): Promise<number> {
  const docs = await findPersonData(ctx, id)
  const ids = docs.map((doc) => doc.id)
  // Their pending notifications go too, so nothing about them is sent afterwards.
  await ctx.payload.db.deleteMany({
    collection: 'pengajuan-notifikasi',
    where: { pengajuan: { in: ids } },
  })
  await ctx.payload.delete({
    collection: 'pengajuan',
    where: { id: { in: ids } },
    depth: 0,
    ...asCaller(ctx),
  })
  return ids.length
}
