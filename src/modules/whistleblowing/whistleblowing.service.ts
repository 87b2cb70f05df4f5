import type { Payload } from 'payload'

import { isOfficer } from '@/access/is-whistleblowing-officer'
import { badRequest, forbidden, notFound } from '@/lib/errors'
import { repeatJob } from '@/lib/repeat-job'
import { asCaller, type ServiceContext } from '@/lib/service-context'
import { removeFiles } from '@/modules/case-intake/case-files'
import type { Whistleblowing } from '@/payload-types'

import {
  type HasilWbs,
  HASIL_WBS_KEYS,
  type StatusWbs,
  STATUS_WBS_KEYS,
  WBS_LIMITS as L,
  WBS_MESSAGES as M,
  WBS_PAGE_SIZE,
} from './whistleblowing.rules'
import { wbsRetentionYears } from './whistleblowing.settings-read'

/*
 * The officers' side. Every call is judged by the collection's access (officers only), so an
 * administrator who is no officer reads nothing here: the check below only gives the refusal
 * its message before Payload's own.
 */

function officer(ctx: ServiceContext) {
  if (!isOfficer(ctx.user)) throw forbidden(M.bukanPetugas)
}

export async function listReports(ctx: ServiceContext, page: number, status?: StatusWbs) {
  officer(ctx)
  const result = await ctx.payload.find({
    collection: 'wbs',
    where: status ? { status: { equals: status } } : {},
    sort: ['-createdAt', '-id'],
    limit: WBS_PAGE_SIZE,
    page,
    depth: 0,
    ...asCaller(ctx),
  })
  return { docs: result.docs, total: result.totalDocs, page: result.page ?? page }
}

export async function getReportOrThrow(ctx: ServiceContext, id: string): Promise<Whistleblowing> {
  officer(ctx)
  if (!/^\d{1,12}$/.test(id)) throw notFound(M.tidakDitemukan)
  const doc = await ctx.payload.findByID({
    collection: 'wbs',
    id: Number(id),
    depth: 0,
    disableErrors: true,
    ...asCaller(ctx),
  })
  if (!doc) throw notFound(M.tidakDitemukan)
  return doc
}

const text = (value: unknown, max: number, tooLong: string) => {
  const trimmed = typeof value === 'string' ? value.trim() : ''
  if (trimmed.length > max) throw badRequest(tooLong)
  return trimmed
}

const update = (ctx: ServiceContext, id: number, data: Partial<Whistleblowing>) =>
  ctx.payload.update({ collection: 'wbs', id, data, depth: 0, ...asCaller(ctx) })

/** A question to the reporter, read on the follow-up page; the report is then being looked into. */
export async function askReporter(
  ctx: ServiceContext,
  id: string,
  teks: unknown,
  now = new Date(),
) {
  const doc = await getReportOrThrow(ctx, id)
  if (doc.status === 'selesai') throw badRequest(M.sudahSelesai)
  const question = text(teks, L.pesan, M.pesanPanjang)
  if (!question) throw badRequest(M.pertanyaanWajib)
  if ((doc.percakapan?.length ?? 0) >= L.percakapan) throw badRequest(M.percakapanPenuh)
  return update(ctx, doc.id, {
    status: 'ditelaah',
    percakapan: [
      ...(doc.percakapan ?? []),
      { dari: 'bank', teks: question, pada: now.toISOString() },
    ],
  })
}

/** Moves a report on: being looked into, or finished with its outcome (terbukti / tidak terbukti). */
export async function setReportStatus(
  ctx: ServiceContext,
  id: string,
  input: { status: unknown; hasil?: unknown; kesimpulan?: unknown },
  now = new Date(),
) {
  const doc = await getReportOrThrow(ctx, id)
  const status = STATUS_WBS_KEYS.find((key) => key === input.status)
  if (!status || doc.status === 'selesai' || status === 'diterima')
    throw badRequest(M.statusTidakBoleh)
  if (status === 'ditelaah') return update(ctx, doc.id, { status })
  const hasil = HASIL_WBS_KEYS.find((key) => key === input.hasil) as HasilWbs | undefined
  if (!hasil) throw badRequest(M.hasilWajib)
  const kesimpulan = text(input.kesimpulan, L.kesimpulan, M.kesimpulanPanjang)
  return update(ctx, doc.id, {
    status,
    hasil,
    kesimpulan: kesimpulan || null,
    selesaiPada: now.toISOString(),
  })
}

/** Deletes a finished report and its files (an open one stays: it is still being handled). */
export async function deleteFinishedReport(ctx: ServiceContext, id: string) {
  const doc = await getReportOrThrow(ctx, id)
  if (doc.status !== 'selesai') throw badRequest(M.hapusBelumSelesai)
  // Its files go with it (case-intake/case-delete.ts).
  await ctx.payload.delete({ collection: 'wbs', id: doc.id, depth: 0, ...asCaller(ctx) })
}

/** Deletes the finished reports past the retention the consent text states, with their files. */
export async function purgeOldReports(payload: Payload, now = new Date()): Promise<number> {
  const cutoff = new Date(now)
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - (await wbsRetentionYears(payload)))
  // A background job with no user: on the adapter directly.
  const old = await payload.db.find<{ id: number; lampiran?: { kunci: string }[] }>({
    collection: 'wbs',
    where: {
      and: [
        { status: { equals: 'selesai' } },
        { selesaiPada: { less_than: cutoff.toISOString() } },
      ],
    },
    limit: 0,
    pagination: false,
  })
  if (old.docs.length === 0) return 0
  await payload.db.deleteMany({
    collection: 'wbs',
    where: { id: { in: old.docs.map((doc) => doc.id) } },
  })
  await removeFiles(old.docs.flatMap((doc) => (doc.lampiran ?? []).map((file) => file.kunci)))
  return old.docs.length
}

/** Purges once now and then once a day. */
export const scheduleWhistleblowingRetention = (payload: Payload) =>
  repeatJob(payload, 'Whistleblowing retention', 24 * 60 * 60 * 1000, () =>
    purgeOldReports(payload),
  )
