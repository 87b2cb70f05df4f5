import type { Payload } from 'payload'

import { judgeFiles, removeFiles, storeFiles } from '@/modules/case-intake/case-files'
import { findCaseByCode } from '@/modules/case-intake/case-lookup'
import { chosenFiles } from '@/modules/case-intake/form-guard'
import type { Whistleblowing } from '@/payload-types'

import {
  type HasilWbs,
  type StatusWbs,
  WBS_LIMITS as L,
  WBS_MESSAGES as M,
} from './whistleblowing.rules'
import { whistleblowingThrottle } from './whistleblowing.throttle'

/** What the reporter sees of their report: the messages and the outcome, never the officers. */
export type WbsPublicView = {
  nomor: string
  status: StatusWbs
  hasil: HasilWbs | null
  kesimpulan: string | null
  percakapan: { dari: 'bank' | 'pelapor'; teks: string; pada: string }[]
  lampiran: { index: number; nama: string }[]
}

export const wbsPublicView = (doc: Whistleblowing): WbsPublicView => ({
  nomor: doc.nomor,
  status: doc.status,
  hasil: doc.status === 'selesai' ? (doc.hasil ?? null) : null,
  kesimpulan: doc.status === 'selesai' ? (doc.kesimpulan ?? null) : null,
  percakapan: (doc.percakapan ?? []).map((row) => ({
    dari: row.dari,
    teks: row.teks ?? '',
    pada: row.pada,
  })),
  lampiran: (doc.lampiran ?? []).map((file, index) => ({ index, nama: file.nama })),
})

export type WbsLookup =
  | { ok: true; doc: Whistleblowing; view: WbsPublicView }
  | { ok: false; status: 400 | 429; message: string }

/**
 * The report a number and its follow-up code name. Every attempt counts toward the address's
 * limit (a keyed hash), and a wrong pair gets one answer whether the number exists or not.
 */
export async function lookupWhistleblowing(
  payload: Payload,
  input: { nomor?: unknown; kode?: unknown },
  address: string,
): Promise<WbsLookup> {
  const refusal = await (await whistleblowingThrottle(payload)).reserveLookup(address)
  if (refusal)
    return {
      ok: false,
      status: 429,
      message: M.terlaluBanyakCoba(Math.ceil(refusal.retryAfterSeconds / 60)),
    }
  const doc = await findCaseByCode(payload, 'whistleblowing', input)
  if (!doc) return { ok: false, status: 400, message: M.tidakCocok }
  return { ok: true, doc, view: wbsPublicView(doc) }
}

export type WbsReplyOutcome =
  { ok: true; view: WbsPublicView } | { ok: false; status: 400 | 429 | 503; message: string }

/** The reporter answers the bank's questions or adds files: a 'pelapor' message, no one named. */
export async function replyWhistleblowing(
  payload: Payload,
  formData: FormData,
  address: string,
  now = new Date(),
): Promise<WbsReplyOutcome> {
  const found = await lookupWhistleblowing(
    payload,
    { nomor: formData.get('nomor'), kode: formData.get('kode') },
    address,
  )
  if (!found.ok) return found
  const { doc } = found
  if (doc.status === 'selesai') return { ok: false, status: 400, message: M.sudahSelesai }
  const raw = formData.get('pesan')
  const teks = typeof raw === 'string' ? raw.trim() : ''
  if (teks.length > L.pesan) return { ok: false, status: 400, message: M.pesanPanjang }
  const files = chosenFiles(formData.getAll('lampiran'))
  if (!teks && files.length === 0) return { ok: false, status: 400, message: M.pesanWajib }
  if ((doc.percakapan?.length ?? 0) >= L.percakapan)
    return { ok: false, status: 400, message: M.percakapanPenuh }
  if ((doc.lampiran?.length ?? 0) + files.length > L.lampiranTotal)
    return { ok: false, status: 400, message: M.lampiranTerlaluBanyak }
  const judged = await judgeFiles(files, 'tambahan' as const)
  if (!judged.ok) return { ok: false, status: 400, message: judged.message }
  const stored = await storeFiles('whistleblowing', judged.files)
  try {
    const updated = await payload.update({
      collection: 'wbs',
      id: doc.id,
      data: {
        percakapan: [
          ...(doc.percakapan ?? []),
          {
            dari: 'pelapor' as const,
            teks: teks || `(${stored.length} lampiran)`,
            pada: now.toISOString(),
          },
        ],
        lampiran: [...(doc.lampiran ?? []), ...stored],
      },
      depth: 0,
      // No user: the reporter is no account, and the audit trail gets no entry of their address.
      overrideAccess: true,
    })
    return { ok: true, view: wbsPublicView(updated) }
  } catch (error) {
    await removeFiles(stored.map((file) => file.kunci))
    payload.logger.error({
      msg: 'Whistleblowing reply could not be stored',
      kind: error instanceof Error ? error.name : 'unknown',
    })
    return { ok: false, status: 503, message: M.gangguan }
  }
}
