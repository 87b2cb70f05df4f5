import { judgeFormToken } from '@/modules/pengajuan/form-token'
import { HONEYPOT_FIELD, TOKEN_FIELD } from '@/modules/pengajuan/pengajuan.submit'

/** Why a post is refused before its fields are read: a robot, a hurried or a stale form. */
export type GuardRefusal = 'ditolak' | 'terlaluCepat' | 'kedaluwarsa'

/**
 * The inquiry forms' abuse checks, for the complaint and whistleblowing forms: the honeypot, then
 * the form's token (handed out by the page's script or with a refusal) or else the cookie of the
 * moment the form was opened (`/formulir/dibuka`), so a cached page needs no time of its own.
 */
export function guardRefusal(
  fields: Record<string, string>,
  openedToken: string | undefined,
  now: number,
): GuardRefusal | null {
  if (fields[HONEYPOT_FIELD]) return 'ditolak'
  const token = fields[TOKEN_FIELD] || openedToken
  const verdict = token ? judgeFormToken(token, now) : 'too-fast'
  if (verdict === 'invalid') return 'ditolak'
  if (verdict === 'too-fast') return 'terlaluCepat'
  if (verdict === 'expired') return 'kedaluwarsa'
  return null
}

/** The text fields of a post (the first value of each name; React's own `$…` fields left out). */
export function textFields(formData: FormData): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const [name, value] of formData) {
    if (typeof value === 'string' && !name.startsWith('$') && !(name in fields))
      fields[name] = value
  }
  return fields
}

/** Files a browser sends for an empty file input: no name, no bytes. */
export const chosenFiles = (values: FormDataEntryValue[]) =>
  values.filter((value): value is File => typeof value !== 'string' && value.size > 0)
