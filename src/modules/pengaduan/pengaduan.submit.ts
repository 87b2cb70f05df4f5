import type { Payload } from 'payload'

import { getPublicContext } from '@/lib/payload'
import { findRecordBySlug } from '@/modules/content/content.service'
import { judgeFiles, type JudgedFile } from '@/modules/case-intake/case-files'
import { chosenFiles, guardRefusal, textFields } from '@/modules/case-intake/form-guard'

import { createPengaduan, type NewPengaduan } from './pengaduan.create'
import { type JenisLampiran, PENGADUAN_MESSAGES as M } from './pengaduan.rules'
import { fieldErrors, type PengaduanField, pengaduanFormSchema } from './pengaduan.schema'
import { pengaduanThrottle } from './pengaduan.throttle'

export type Refused = {
  ok: false
  status: 400 | 413 | 429 | 503
  message: string
  errors?: Partial<Record<PengaduanField, string>>
}
export type SubmitOutcome = ({ ok: true } & NewPengaduan) | Refused

const refuse = (
  status: Refused['status'],
  message: string,
  errors?: Refused['errors'],
): Refused => ({ ok: false, status, message, errors })

/**
 * A complaint from the public form: robots and stale forms first, then the fields, then the
 * files by their bytes, then the limits per address and per number; only then are the files and
 * the record stored (pengaduan.create.ts). Nothing here logs what the person wrote.
 */
export async function submitPengaduan(
  payload: Payload,
  formData: FormData,
  meta: { address: string; openedToken?: string; now?: number },
): Promise<SubmitOutcome> {
  const now = meta.now ?? Date.now()
  const fields = textFields(formData)
  const guard = guardRefusal(fields, meta.openedToken, now)
  if (guard) return refuse(400, M[guard])

  const parsed = pengaduanFormSchema.safeParse(fields)
  const errors: Partial<Record<PengaduanField, string>> = parsed.success
    ? {}
    : fieldErrors(parsed.error)

  const bukti = chosenFiles(formData.getAll('lampiran'))
  const kuasa = chosenFiles(formData.getAll('kuasa')).slice(0, 1)
  let files: JudgedFile<JenisLampiran>[] = []
  const judgedBukti = await judgeFiles(bukti, 'bukti')
  if (judgedBukti.ok) files = judgedBukti.files
  else errors.lampiran = judgedBukti.message
  if (fields.mewakili === 'ya') {
    if (kuasa.length === 0) errors.kuasa = M.kuasaWajib
    else {
      const judged = await judgeFiles(kuasa, 'kuasa')
      if (judged.ok) files = [...files, ...judged.files]
      else errors.kuasa = judged.message
    }
  }
  let produk: string | undefined
  if (parsed.success && parsed.data.produk) {
    // Only a published product counts: the visitor's own context, never a bypass.
    const found = await findRecordBySlug(await getPublicContext(), 'produk', parsed.data.produk)
    if (found) produk = found.judul
    else errors.produk = M.produkTidakAda
  }
  if (!parsed.success || Object.keys(errors).length > 0) return refuse(400, M.periksaIsian, errors)
  const form = { ...parsed.data, produk }

  const refusal = await (await pengaduanThrottle(payload)).reserveSubmit(meta.address, form.telepon)
  if (refusal?.limit === 'perAddress')
    return refuse(429, M.terlaluSering(Math.ceil(refusal.retryAfterSeconds / 60)))
  if (refusal) return refuse(429, M.nomorTerlaluSering(Math.ceil(refusal.retryAfterSeconds / 3600)))

  try {
    const created = await createPengaduan(payload, { ...form, kanal: 'formulir' }, files, {
      now: new Date(now),
      consent: true,
    })
    return { ok: true, ...created }
  } catch (error) {
    // Its kind only: a database's message may quote the row, which is personal data.
    payload.logger.error({
      msg: 'Pengaduan could not be stored',
      kind: error instanceof Error ? error.name : 'unknown',
    })
    return refuse(503, M.gangguan)
  }
}
