import type { Payload } from 'payload'

import { setAnswerStatus } from '@/lib/answer-status'
import { refusedForm } from '@/modules/pengajuan/refused-form'
import { textFields } from '@/modules/case-intake/form-guard'

import { ECHOED_FIELDS, type PengaduanFormState, type StatusState } from './pengaduan.form-state'
import { LIMITS, PENGADUAN_MESSAGES as M } from './pengaduan.rules'
import { addInformation, lookupPengaduan } from './pengaduan.status'
import { type SubmitOutcome, submitPengaduan } from './pengaduan.submit'

/** The answer to one post of the complaint form, with JavaScript or without (4xx on a refusal). */
export async function answerPengaduan(
  payload: Payload,
  formData: FormData,
  meta: { address: string; openedToken?: string },
): Promise<PengaduanFormState> {
  const outcome: SubmitOutcome = await submitPengaduan(payload, formData, meta).catch(
    (error: unknown): SubmitOutcome => {
      console.error('Pengaduan failed:', error instanceof Error ? error.name : 'unknown')
      return { ok: false, status: 503, message: M.gangguan }
    },
  )
  if (outcome.ok) {
    return {
      status: 'sent',
      nomor: outcome.nomor,
      kode: outcome.kode,
      jatuhTempo: outcome.jatuhTempo,
    }
  }
  return refusedForm(outcome, textFields(formData), ECHOED_FIELDS, LIMITS.kronologi + 100)
}

const failed = (message: string, status: number, nomor?: unknown): StatusState => {
  setAnswerStatus(status as 400)
  return {
    status: 'refused',
    message,
    nomor: typeof nomor === 'string' ? nomor.slice(0, 20) : undefined,
  }
}

/** The status page's look-up, or its addition when the post carries one. */
export async function answerStatus(
  payload: Payload,
  formData: FormData,
  address: string,
): Promise<StatusState> {
  const kode = String(formData.get('kode') ?? '')
  try {
    if (formData.get('tambah') === 'ya') {
      const added = await addInformation(payload, formData, address)
      if (!added.ok) {
        if (added.status === 429 || added.message === M.statusTidakCocok)
          return failed(added.message, added.status, formData.get('nomor'))
        const again = await lookupPengaduan(
          payload,
          { nomor: formData.get('nomor'), kode },
          address,
        )
        setAnswerStatus(added.status)
        return again.ok
          ? { status: 'found', view: again.view, kode, notice: added.message }
          : failed(again.message, again.status, formData.get('nomor'))
      }
      return {
        status: 'found',
        view: added.view,
        kode,
        notice: 'Keterangan tambahan sudah kami terima.',
      }
    }
    const found = await lookupPengaduan(payload, { nomor: formData.get('nomor'), kode }, address)
    if (!found.ok) return failed(found.message, found.status, formData.get('nomor'))
    return { status: 'found', view: found.view, kode }
  } catch (error) {
    console.error('Pengaduan status failed:', error instanceof Error ? error.name : 'unknown')
    return failed(M.gangguan, 503)
  }
}
