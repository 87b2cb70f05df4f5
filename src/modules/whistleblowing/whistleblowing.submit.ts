import type { Payload } from 'payload'

import {
  judgeFiles,
  removeFiles,
  storeFiles,
  type JudgedFile,
} from '@/modules/case-intake/case-files'
import { enqueueCaseMail } from '@/modules/case-intake/case-mail'
import { hashFollowUpCode, newFollowUpCode, newNomor } from '@/modules/case-intake/follow-up-code'
import { nudgeOutbox } from '@/modules/pengajuan/outbox'
import { chosenFiles, guardRefusal, textFields } from '@/modules/case-intake/form-guard'

import { type JenisLampiranWbs, wbsConsentText, WBS_MESSAGES as M } from './whistleblowing.rules'
import { fieldErrors, type WbsField, type WbsForm, wbsFormSchema } from './whistleblowing.schema'
import { wbsRetentionYears } from './whistleblowing.settings-read'
import { whistleblowingThrottle } from './whistleblowing.throttle'

export type WbsRefused = {
  ok: false
  status: 400 | 429 | 503
  message: string
  errors?: Partial<Record<WbsField, string>>
}
export type WbsSubmitOutcome = { ok: true; nomor: string; kode: string; id: number } | WbsRefused

const refuse = (
  status: WbsRefused['status'],
  message: string,
  errors?: WbsRefused['errors'],
): WbsRefused => ({ ok: false, status, message, errors })

/**
 * Stores a report with its files and the officers' notice (whistleblowing.mail.ts), or none of
 * them (as pengaduan.create.ts).
 */
async function createReport(
  payload: Payload,
  form: WbsForm,
  files: JudgedFile<JenisLampiranWbs>[],
  now: Date,
) {
  const nomor = newNomor('whistleblowing', now)
  const kode = newFollowUpCode()
  const retensi = await wbsRetentionYears(payload)
  const stored = await storeFiles('whistleblowing', files)
  const transactionID = (await payload.db.beginTransaction()) ?? undefined
  try {
    const doc = await payload.create({
      collection: 'wbs',
      data: {
        nomor,
        kodeHash: hashFollowUpCode('whistleblowing', nomor, kode),
        status: 'diterima',
        apa: form.apa,
        siapa: form.siapa,
        kapan: form.kapan,
        dimana: form.dimana,
        bagaimana: form.bagaimana,
        anonim: form.identitas === 'anonim',
        nama: form.nama,
        kontak: form.kontak,
        lampiran: stored,
        percakapan: [],
        diterimaPada: now.toISOString(),
        persetujuan: wbsConsentText(retensi),
      },
      req: { transactionID },
      depth: 0,
      // No API creates a report (the collection's access): only this module, after its checks,
      // and without a user, so the audit trail gets no entry with the reporter's address.
      overrideAccess: true,
    })
    await enqueueCaseMail(payload, { wbs: doc.id }, 'baru', { transactionID }, now)
    if (transactionID !== undefined) await payload.db.commitTransaction(transactionID)
    nudgeOutbox(payload)
    return { nomor, kode, id: doc.id }
  } catch (error) {
    if (transactionID !== undefined) await payload.db.rollbackTransaction(transactionID)
    await removeFiles(stored.map((file) => file.kunci))
    throw error
  }
}

/**
 * A report from the public form: robots and stale forms first, then the fields and the files by
 * their bytes, then the per-address limit (a keyed hash, never stored with the report); only
 * then are the files and the record stored. Nothing here logs the address or what was written.
 */
export async function submitWhistleblowing(
  payload: Payload,
  formData: FormData,
  meta: { address: string; openedToken?: string; now?: number },
): Promise<WbsSubmitOutcome> {
  const now = meta.now ?? Date.now()
  const fields = textFields(formData)
  const guard = guardRefusal(fields, meta.openedToken, now)
  if (guard) return refuse(400, M[guard])

  const parsed = wbsFormSchema.safeParse(fields)
  const errors: Partial<Record<WbsField, string>> = parsed.success ? {} : fieldErrors(parsed.error)
  const judged = await judgeFiles(chosenFiles(formData.getAll('lampiran')), 'bukti' as const)
  if (!judged.ok) errors.lampiran = judged.message
  if (!parsed.success || !judged.ok || Object.keys(errors).length > 0)
    return refuse(400, M.periksaIsian, errors)

  const refusal = await (await whistleblowingThrottle(payload)).reserveSubmit(meta.address)
  if (refusal) return refuse(429, M.terlaluSering(Math.ceil(refusal.retryAfterSeconds / 60)))

  try {
    return { ok: true, ...(await createReport(payload, parsed.data, judged.files, new Date(now))) }
  } catch (error) {
    payload.logger.error({
      msg: 'Whistleblowing report could not be stored',
      kind: error instanceof Error ? error.name : 'unknown',
    })
    return refuse(503, M.gangguan)
  }
}
