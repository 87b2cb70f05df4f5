import type { Payload } from 'payload'

import { setAnswerStatus } from '@/lib/answer-status'
import { refusedForm } from '@/modules/pengajuan/refused-form'
import { textFields } from '@/modules/case-intake/form-guard'

import { lookupWhistleblowing, replyWhistleblowing } from './whistleblowing.follow-up'
import { WBS_ECHOED, type WbsFollowUpState, type WbsFormState } from './whistleblowing.form-state'
import { WBS_LIMITS, WBS_MESSAGES as M } from './whistleblowing.rules'
import { submitWhistleblowing, type WbsSubmitOutcome } from './whistleblowing.submit'

/** The answer to one post of the report form, with JavaScript or without (4xx on a refusal). */
export async function answerWhistleblowing(
  payload: Payload,
  formData: FormData,
  meta: { address: string; openedToken?: string },
): Promise<WbsFormState> {
  const outcome: WbsSubmitOutcome = await submitWhistleblowing(payload, formData, meta).catch(
    (error: unknown): WbsSubmitOutcome => {
      console.error('Whistleblowing failed:', error instanceof Error ? error.name : 'unknown')
      return { ok: false, status: 503, message: M.gangguan }
    },
  )
  if (outcome.ok) return { status: 'sent', nomor: outcome.nomor, kode: outcome.kode }
  return refusedForm(outcome, textFields(formData), WBS_ECHOED, WBS_LIMITS.apa + 100)
}

const failed = (message: string, status: number, nomor?: unknown): WbsFollowUpState => {
  setAnswerStatus(status as 400)
  return {
    status: 'refused',
    message,
    nomor: typeof nomor === 'string' ? nomor.slice(0, 20) : undefined,
  }
}

/** The follow-up page's look-up, or the reporter's reply when the post carries one. */
export async function answerFollowUp(
  payload: Payload,
  formData: FormData,
  address: string,
): Promise<WbsFollowUpState> {
  const kode = String(formData.get('kode') ?? '')
  const nomor = formData.get('nomor')
  try {
    if (formData.get('balas') === 'ya') {
      const replied = await replyWhistleblowing(payload, formData, address)
      if (replied.ok)
        return {
          status: 'found',
          view: replied.view,
          kode,
          notice: 'Pesan Anda sudah kami terima.',
        }
      if (replied.status === 429 || replied.message === M.tidakCocok)
        return failed(replied.message, replied.status, nomor)
      const again = await lookupWhistleblowing(payload, { nomor, kode }, address)
      setAnswerStatus(replied.status)
      return again.ok
        ? { status: 'found', view: again.view, kode, notice: replied.message }
        : failed(again.message, again.status, nomor)
    }
    const found = await lookupWhistleblowing(payload, { nomor, kode }, address)
    if (!found.ok) return failed(found.message, found.status, nomor)
    return { status: 'found', view: found.view, kode }
  } catch (error) {
    console.error(
      'Whistleblowing follow-up failed:',
      error instanceof Error ? error.name : 'unknown',
    )
    return failed(M.gangguan, 503)
  }
}
