import type { Payload } from 'payload'

import { nudgeOutbox } from './outbox'
import { ECHOED_FIELDS, type PengajuanFormState } from './pengajuan.form-state'
import { LIMITS, PENGAJUAN_MESSAGES as M } from './pengajuan.rules'
import { type SubmitOutcome, submitPengajuan } from './pengajuan.submit'
import { refusedForm } from './refused-form'

/** Form data as plain strings; null when it holds a file or is larger than any real inquiry. */
function readFields(formData: FormData): Record<string, string> | null {
  const fields: Record<string, string> = {}
  let size = 0
  for (const [name, value] of formData) {
    if (typeof value !== 'string') return null
    size += name.length + value.length
    if (size > LIMITS.bodyBytes) return null
    // React's own fields ($ACTION_…) stay out; the first value of a name counts.
    if (!name.startsWith('$') && !(name in fields)) fields[name] = value
  }
  return fields
}

/**
 * The answer to one post of a public form, with JavaScript or without: the state the form shows
 * (the reference number, or the refusal with what was typed and a fresh token), and for a refusal
 * the status its HTTP answer carries (400, 413, 429, 503), written by src/lib/incoming-requests.ts
 * on the page or on the server action's answer alike.
 */
export async function answerPengajuan(
  payload: Payload,
  formData: FormData,
  meta: { address: string; openedToken?: string },
): Promise<PengajuanFormState> {
  const fields = readFields(formData)
  const outcome: SubmitOutcome = fields
    ? await submitPengajuan(payload, fields, meta).catch((error: unknown): SubmitOutcome => {
        // A fault (database, limiter store): said as one, never a 500. Its kind only, no input.
        console.error('Pengajuan failed:', error instanceof Error ? error.name : 'unknown')
        return { ok: false, status: 503, message: M.gangguan }
      })
    : ({ ok: false, status: 413, message: M.terlaluBesar } satisfies SubmitOutcome)
  if (outcome.ok) {
    nudgeOutbox(payload)
    return { status: 'sent', nomor: outcome.nomor }
  }
  return refusedForm(outcome, fields, ECHOED_FIELDS, LIMITS.pesan + 100)
}
