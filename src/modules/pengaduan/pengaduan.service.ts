import type { Where } from 'payload'

import { badRequest, notFound } from '@/lib/errors'
import { asCaller, type ServiceContext } from '@/lib/service-context'
import type { Pengaduan } from '@/payload-types'

import { nudgeOutbox } from '@/modules/pengajuan/outbox'

import { judgeFiles } from '@/modules/case-intake/case-files'
import { chosenFiles, textFields } from '@/modules/case-intake/form-guard'
import { createPengaduan } from './pengaduan.create'
import { extendedDueDate, pengaduanSettings, resumedDueDate } from './pengaduan.deadline'
import { enqueueConsumerMail, type PesanPengaduan } from './pengaduan.mail'
import {
  DUE_SOON_DAYS,
  LIMITS,
  OPEN_STATUSES,
  PENGADUAN_MESSAGES as M,
  PENGADUAN_PAGE_SIZE,
  type StatusPengaduan,
} from './pengaduan.rules'
import { fieldErrors, type PengaduanFilters, staffPengaduanSchema } from './pengaduan.schema'
import { addWorkingDays, dateInWib, workingDaysBetween } from './working-days'
import { open } from './pengaduan.counts'

/*
 * The register's back-office side. Every call judges the caller by the collection's access
 * (administrators only): a visitor's context reads nothing.
 */

const NEWEST_FIRST = ['-createdAt', '-id']

export type DueFlag = 'lewat' | 'segera' | null

/** Whether an open complaint is overdue or due within DUE_SOON_DAYS working days. */
export function dueFlag(doc: Pick<Pengaduan, 'status' | 'jatuhTempo'>, today: string): DueFlag {
  if (!OPEN_STATUSES.includes(doc.status)) return null
  if (doc.jatuhTempo < today) return 'lewat'
  return workingDaysBetween(today, doc.jatuhTempo) <= DUE_SOON_DAYS ? 'segera' : null
}

async function whereOf(ctx: ServiceContext, filters: PengaduanFilters, now: Date): Promise<Where> {
  const and: Where[] = []
  if (filters.status) and.push({ status: { equals: filters.status } })
  if (filters.kanal) and.push({ kanal: { equals: filters.kanal } })
  const today = dateInWib(now)
  if (filters.tenggat === 'lewat') and.push(open, { jatuhTempo: { less_than: today } })
  if (filters.tenggat === 'segera') {
    const { cutiBersama } = await pengaduanSettings(ctx.payload)
    const soon = addWorkingDays(today, DUE_SOON_DAYS, cutiBersama)
    and.push(open, { jatuhTempo: { greater_than_equal: today } })
    and.push({ jatuhTempo: { less_than_equal: soon } })
  }
  return { and }
}

/** One page of the register, newest first. */
export async function listPengaduan(
  ctx: ServiceContext,
  filters: PengaduanFilters,
  now = new Date(),
) {
  const result = await ctx.payload.find({
    collection: 'pengaduan',
    where: await whereOf(ctx, filters, now),
    sort: NEWEST_FIRST,
    limit: PENGADUAN_PAGE_SIZE,
    page: filters.page,
    depth: 0,
    ...asCaller(ctx),
  })
  return { docs: result.docs, total: result.totalDocs, page: result.page ?? filters.page }
}

export async function getPengaduanOrThrow(ctx: ServiceContext, id: string): Promise<Pengaduan> {
  if (!/^\d{1,12}$/.test(id)) throw notFound(M.tidakDitemukan)
  const doc = await ctx.payload.findByID({
    collection: 'pengaduan',
    id: Number(id),
    depth: 0,
    disableErrors: true,
    ...asCaller(ctx),
  })
  if (!doc) throw notFound(M.tidakDitemukan)
  return doc
}

const update = (ctx: ServiceContext, id: number, data: Partial<Pengaduan>) =>
  ctx.payload.update({ collection: 'pengaduan', id, data, depth: 0, ...asCaller(ctx) })

/** A change the consumer is told of by mail: the change and its outbox row in one transaction. */
async function updateAndTell(
  ctx: ServiceContext,
  id: number,
  data: Partial<Pengaduan>,
  pesan: PesanPengaduan,
  now: Date,
) {
  const transactionID = (await ctx.payload.db.beginTransaction()) ?? undefined
  const req = { transactionID }
  try {
    const doc = await ctx.payload.update({
      collection: 'pengaduan',
      id,
      data,
      depth: 0,
      req,
      ...asCaller(ctx),
    })
    await enqueueConsumerMail(ctx.payload, doc, pesan, req, now)
    if (transactionID !== undefined) await ctx.payload.db.commitTransaction(transactionID)
    nudgeOutbox(ctx.payload)
    return doc
  } catch (error) {
    if (transactionID !== undefined) await ctx.payload.db.rollbackTransaction(transactionID)
    throw error
  }
}

const text = (value: unknown, max: number, tooLong: string) => {
  const trimmed = typeof value === 'string' ? value.trim() : ''
  if (trimmed.length > max) throw badRequest(tooLong)
  return trimmed
}

/** Where each status may go; 'Diperpanjang' is reached by extending only. */
export const NEXT_STATUS: Record<StatusPengaduan, readonly StatusPengaduan[]> = {
  diterima: ['diproses', 'tidakLengkap', 'selesai'],
  diproses: ['tidakLengkap', 'selesai'],
  diperpanjang: ['tidakLengkap', 'selesai'],
  tidakLengkap: ['diproses', 'selesai'],
  selesai: [],
}

/** Moves a complaint on: 'Selesai' needs the bank's answer, 'Tidak lengkap' what is missing. */
export async function changePengaduanStatus(
  ctx: ServiceContext,
  id: string,
  input: { status?: unknown; jawaban?: unknown; kekurangan?: unknown },
  now = new Date(),
): Promise<Pengaduan> {
  const current = await getPengaduanOrThrow(ctx, id)
  const status = input.status as StatusPengaduan
  if (!NEXT_STATUS[current.status].includes(status)) throw badRequest(M.statusTidakBoleh)
  if (status === 'selesai') {
    const jawaban = text(input.jawaban, LIMITS.jawaban, M.jawabanPanjang)
    if (!jawaban) throw badRequest(M.jawabanWajib)
    return updateAndTell(
      ctx,
      current.id,
      { status, jawaban, selesaiPada: now.toISOString() },
      'jawaban',
      now,
    )
  }
  if (status === 'tidakLengkap') {
    const kekurangan = text(input.kekurangan, LIMITS.alasan, M.alasanPanjang)
    if (!kekurangan) throw badRequest(M.kekuranganWajib)
    return update(ctx, current.id, { status, kekurangan })
  }
  if (current.status === 'tidakLengkap') {
    const jatuhTempo = resumedDueDate(current, now, await pengaduanSettings(ctx.payload))
    return update(ctx, current.id, { status, jatuhTempo })
  }
  return update(ctx, current.id, { status })
}

/** The one extension: the due date moves by the setting's working days, with the reason. */
export async function extendPengaduan(
  ctx: ServiceContext,
  id: string,
  alasan: unknown,
  now = new Date(),
) {
  const current = await getPengaduanOrThrow(ctx, id)
  if (current.alasanPerpanjangan) throw badRequest(M.sudahDiperpanjang)
  if (!OPEN_STATUSES.includes(current.status)) throw badRequest(M.statusTidakBoleh)
  const reason = text(alasan, LIMITS.alasan, M.alasanPanjang)
  if (!reason) throw badRequest(M.alasanWajib)
  const settings = await pengaduanSettings(ctx.payload)
  return updateAndTell(
    ctx,
    current.id,
    {
      status: 'diperpanjang',
      alasanPerpanjangan: reason,
      jatuhTempo: extendedDueDate(current.jatuhTempo, settings),
    },
    'perpanjangan',
    now,
  )
}

/** An internal note, never shown to the consumer. */
export async function addPengaduanNote(
  ctx: ServiceContext,
  id: string,
  teks: unknown,
  now = new Date(),
) {
  const current = await getPengaduanOrThrow(ctx, id)
  const note = text(teks, LIMITS.catatan, M.catatanPanjang)
  if (!note) throw badRequest(M.catatanWajib)
  return update(ctx, current.id, {
    catatan: [
      ...(current.catatan ?? []),
      { teks: note, oleh: ctx.user?.id, pada: now.toISOString() },
    ],
  })
}

/** Assigns the complaint to an active administrator, or to nobody. */
export async function assignPengaduan(ctx: ServiceContext, id: string, userId: unknown) {
  const current = await getPengaduanOrThrow(ctx, id)
  if (userId === '' || userId === null || userId === undefined)
    return update(ctx, current.id, { petugas: null })
  if (typeof userId !== 'string' || !/^\d{1,12}$/.test(userId)) throw badRequest(M.petugasTidakAda)
  const user = await ctx.payload.findByID({
    collection: 'users',
    id: Number(userId),
    depth: 0,
    disableErrors: true,
    ...asCaller(ctx),
  })
  if (!user) throw badRequest(M.petugasTidakAda)
  return update(ctx, current.id, { petugas: user.id })
}

export type StaffOutcome =
  | { ok: true; nomor: string; kode: string; jatuhTempo: string; id: number }
  | { ok: false; message: string; errors: Record<string, string> }

/** A complaint staff took by telephone, at the office, by letter, …: its channel's deadline. */
export async function createStaffPengaduan(
  ctx: ServiceContext,
  formData: FormData,
  now = new Date(),
): Promise<StaffOutcome> {
  // Only an administrator may: the collection's read access tells.
  await ctx.payload.count({ collection: 'pengaduan', ...asCaller(ctx) })
  const parsed = staffPengaduanSchema.safeParse(textFields(formData))
  const errors: Record<string, string> = parsed.success ? {} : fieldErrors(parsed.error)
  const files = chosenFiles(formData.getAll('lampiran'))
  const judged = await judgeFiles(files, 'bukti')
  if (!judged.ok) errors.lampiran = judged.message
  if (!parsed.success || !judged.ok || Object.keys(errors).length > 0)
    return { ok: false, message: M.periksaIsian, errors }
  const created = await createPengaduan(ctx.payload, parsed.data, judged.files, {
    now,
    consent: false,
    user: ctx.user,
  })
  return { ok: true, ...created }
}

/** Every complaint of the person who sent this one (the same number): their data, for export. */
export async function findPersonPengaduan(ctx: ServiceContext, id: string) {
  const doc = await getPengaduanOrThrow(ctx, id)
  const { docs } = await ctx.payload.find({
    collection: 'pengaduan',
    where: { telepon: { equals: doc.telepon } },
    sort: NEWEST_FIRST,
    pagination: false,
    depth: 0,
    ...asCaller(ctx),
  })
  return docs
}

/** The person's data as exported: never the code's hash or the storage keys. */
export const personExport = (docs: Pengaduan[]) =>
  docs.map(({ kodeHash: _hash, lampiran, ...rest }) => ({
    ...rest,
    lampiran: (lampiran ?? []).map(({ nama, mime, ukuran, jenis }) => ({
      nama,
      mime,
      ukuran,
      jenis,
    })),
  }))

/** Deletes the person's closed complaints and their files, on request; open ones stay. */
export async function deletePersonPengaduan(ctx: ServiceContext, id: string): Promise<number> {
  const docs = (await findPersonPengaduan(ctx, id)).filter((doc) => doc.status === 'selesai')
  if (docs.length === 0) return 0
  // Their pending mails and their files go with them (case-intake/case-delete.ts).
  await ctx.payload.delete({
    collection: 'pengaduan',
    where: { id: { in: docs.map((doc) => doc.id) } },
    depth: 0,
    ...asCaller(ctx),
  })
  return docs.length
}
