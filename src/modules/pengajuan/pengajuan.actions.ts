'use server'

import { headers } from 'next/headers'

import { setAnswerStatus } from '@/lib/answer-status'
import { clientAddress } from '@/lib/client-address'
import { getPayload } from '@/lib/payload'

import { issueFormToken } from './form-token'
import { nudgeOutbox } from './outbox'
import { ECHOED_FIELDS, type PengajuanFormState } from './pengajuan.form-state'
import { LIMITS, PENGAJUAN_MESSAGES as M } from './pengajuan.rules'
import { type SubmitOutcome, submitPengajuan } from './pengajuan.submit'

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
 * POST of 'Ajukan Pembiayaan' or 'Hubungi Kami', by anyone. With JavaScript the form shows the
 * returned state; without, Next answers with the page showing it, and the status set here.
 */
export async function submitPengajuanAction(
  _previous: PengajuanFormState,
  formData: FormData,
): Promise<PengajuanFormState> {
  const fields = readFields(formData)
  const outcome: SubmitOutcome = fields
    ? await submitPengajuan(await getPayload(), fields, {
        address: clientAddress(await headers()),
      }).catch((error: unknown): SubmitOutcome => {
        // A fault (database, limiter store): said as one, never a 500. Its kind only, no input.
        console.error('Pengajuan failed:', error instanceof Error ? error.name : 'unknown')
        return { ok: false, status: 503, message: M.gangguan }
      })
    : ({ ok: false, status: 413, message: M.terlaluBesar } satisfies SubmitOutcome)
  if (outcome.ok) {
    nudgeOutbox(await getPayload())
    return { status: 'sent', nomor: outcome.nomor }
  }
  setAnswerStatus(outcome.status)
  const values = Object.fromEntries(
    ECHOED_FIELDS.flatMap((name) => {
      const value = fields?.[name]
      return value === undefined ? [] : [[name, value.slice(0, LIMITS.pesan + 100)]]
    }),
  )
  return {
    status: 'refused',
    message: outcome.message,
    errors: outcome.errors ?? {},
    values,
    token: issueFormToken(),
  }
}

/** A form token of this moment, for a form page that came from the cache. */
export async function freshFormTokenAction(): Promise<string> {
  return issueFormToken()
}
