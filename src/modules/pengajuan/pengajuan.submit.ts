import { randomInt } from 'node:crypto'

import type { Payload } from 'payload'

import { env } from '@/lib/env'
import { getPublicContext } from '@/lib/payload'
import { findRecordBySlug } from '@/modules/content/content.service'

import { judgeFormToken } from './form-token'
import { enqueueNotifications } from './outbox'
import { firstInstallment } from './pengajuan.installment'
import { consentText, PENGAJUAN_MESSAGES as M } from './pengajuan.rules'
import { fieldErrors, type PengajuanField, pengajuanFormSchema } from './pengajuan.schema'
import { pengajuanThrottle } from './pengajuan.throttle'

/** The form field a person never sees; whatever fills it is a robot. */
export const HONEYPOT_FIELD = 'situs'
export const TOKEN_FIELD = 'mulai'

export type SubmitOutcome =
  | { ok: true; nomor: string }
  | {
      ok: false
      /** The HTTP status the answer carries. */
      status: 400 | 413 | 429 | 503
      message: string
      errors?: Partial<Record<PengajuanField, string>>
    }

const refuse = (
  status: 400 | 413 | 429 | 503,
  message: string,
  errors?: Partial<Record<PengajuanField, string>>,
): SubmitOutcome => ({ ok: false, status, message, errors })

// No 0/O or 1/I: the number is read out over the telephone.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
const dayFormatter = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Jakarta',
  year: '2-digit',
  month: '2-digit',
  day: '2-digit',
})

/** PGJ-261122-7K3QX: the day it came (WIB) and five random characters. */
export function newNomor(now = new Date()): string {
  const day = dayFormatter.format(now).replaceAll('-', '')
  const tail = Array.from({ length: 5 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')
  return `PGJ-${day}-${tail}`
}

/**
 * A visitor's inquiry from either public form: robots and stale forms are refused first, then the
 * input, then the limits per address and per number; only then is it stored, with its
 * notifications in the outbox. Nothing here logs what the person wrote.
 */
export async function submitPengajuan(
  payload: Payload,
  fields: Record<string, string | undefined>,
  meta: { address: string; openedToken?: string; now?: number },
): Promise<SubmitOutcome> {
  const now = meta.now ?? Date.now()
  if (fields[HONEYPOT_FIELD]) return refuse(400, M.ditolak)
  // The form's own token is handed out to this visitor (by the page's script or with a refusal);
  // else the cookie of the moment the form was opened. Without either, the time the form took is
  // unknown and counts from now: the refusal hands out a token, and the person sends again.
  const token = fields[TOKEN_FIELD] || meta.openedToken
  const verdict = token ? judgeFormToken(token, now) : 'too-fast'
  if (verdict === 'invalid') return refuse(400, M.ditolak)
  if (verdict === 'too-fast') return refuse(400, M.terlaluCepat)
  if (verdict === 'expired') return refuse(400, M.kedaluwarsa)

  const parsed = pengajuanFormSchema.safeParse(fields)
  if (!parsed.success) return refuse(400, M.periksaIsian, fieldErrors(parsed.error))
  const form = parsed.data

  let produk: { id: number; judul: string } | undefined
  if (form.produk) {
    // Only a published product counts: the visitor's own context, never a bypass.
    const found = await findRecordBySlug(await getPublicContext(), 'produk', form.produk)
    if (!found) return refuse(400, M.periksaIsian, { produk: M.produkTidakAda })
    produk = { id: Number(found._id), judul: found.judul }
  }

  const refusal = await (await pengajuanThrottle(payload)).reserve(meta.address, form.telepon)
  if (refusal?.limit === 'perAddress')
    return refuse(429, M.terlaluSering(Math.ceil(refusal.retryAfterSeconds / 60)))
  if (refusal) return refuse(429, M.nomorTerlaluSering(Math.ceil(refusal.retryAfterSeconds / 3600)))

  const financing = form.jenis === 'pembiayaan'
  const simulation = financing
    ? { jumlah: form.jumlah, tenor: form.tenor, jenisMargin: form.jenisMargin, margin: form.margin }
    : {}
  const angsuran = firstInstallment(simulation)
  const transactionID = (await payload.db.beginTransaction()) ?? undefined
  const req = { transactionID }
  try {
    const doc = await payload.create({
      collection: 'pengajuan',
      data: {
        nomor: newNomor(new Date(now)),
        jenis: form.jenis,
        status: 'baru',
        nama: form.nama,
        telepon: form.telepon,
        email: form.email,
        kota: form.kota,
        produk: produk?.id,
        produkJudul: produk?.judul,
        ...(financing ? { jumlah: form.jumlah, tenor: form.tenor } : {}),
        // The simulation's terms are kept only when they make a valid simulation.
        ...(angsuran !== undefined
          ? { jenisMargin: form.jenisMargin, margin: form.margin, angsuran }
          : {}),
        pesan: form.pesan,
        persetujuan: consentText(env.INQUIRY_RETENTION_DAYS),
      },
      req,
      depth: 0,
      // No API may create an inquiry (the collection's access): only this code, after the checks
      // above, on behalf of an anonymous visitor.
      overrideAccess: true,
    })
    await enqueueNotifications(payload, doc.id, req, new Date(now))
    if (transactionID !== undefined) await payload.db.commitTransaction(transactionID)
    return { ok: true, nomor: doc.nomor }
  } catch (error) {
    if (transactionID !== undefined) await payload.db.rollbackTransaction(transactionID)
    // Its kind only: a database's message may quote the row, which is personal data.
    payload.logger.error({ msg: 'Pengajuan could not be stored', kind: errorKind(error) })
    return refuse(503, M.gangguan)
  }
}

const errorKind = (error: unknown) =>
  error instanceof Error
    ? `${error.name} ${(error as { code?: string }).code ?? ''}`.trim()
    : 'unknown'
