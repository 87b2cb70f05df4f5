import { createHmac, randomInt, timingSafeEqual } from 'node:crypto'

import { env } from '@/lib/env'

/*
 * The case numbers and follow-up codes of the complaint register (ADU-…) and of the
 * whistleblowing channel (WBS-…): one rule for both, each code bound to its kind and number.
 */

/** Which register a number belongs to; also the hash's purpose, so a code works in its own only. */
export type CaseKind = 'pengaduan' | 'whistleblowing'
const PREFIX: Record<CaseKind, string> = { pengaduan: 'ADU', whistleblowing: 'WBS' }

// No 0/O or 1/I: the number and the code may be read out over the telephone.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
const pick = (length: number) =>
  Array.from({ length }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')

const dayFormatter = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Jakarta',
  year: '2-digit',
  month: '2-digit',
  day: '2-digit',
})

/** ADU-261202-7K3QX: the kind, the day it came (WIB) and five random characters. */
export const newNomor = (kind: CaseKind, now: Date) =>
  `${PREFIX[kind]}-${dayFormatter.format(now).replaceAll('-', '')}-${pick(5)}`

/** Whether a typed number has the shape of one of `kind` (upper-cased, trimmed first). */
export const nomorPattern = (kind: CaseKind) => new RegExp(`^${PREFIX[kind]}-\\d{6}-[A-Z0-9]{5}$`)

/** The follow-up code, shown once: twelve characters in groups of four. */
export const newFollowUpCode = () => [pick(4), pick(4), pick(4)].join('-')

const normalize = (code: string) => code.toUpperCase().replace(/[^A-Z0-9]/g, '')

/** Stored instead of the code: a keyed hash, bound to its kind and its case's number. */
export const hashFollowUpCode = (kind: CaseKind, nomor: string, code: string) =>
  createHmac('sha256', env.PAYLOAD_SECRET)
    .update(`${kind}-kode:${nomor}:${normalize(code)}`)
    .digest('base64url')

export function followUpCodeMatches(
  kind: CaseKind,
  nomor: string,
  code: string,
  stored: string,
): boolean {
  const given = Buffer.from(hashFollowUpCode(kind, nomor, code))
  const expected = Buffer.from(stored)
  return given.length === expected.length && timingSafeEqual(given, expected)
}
