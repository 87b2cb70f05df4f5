import { createHmac, randomInt, timingSafeEqual } from 'node:crypto'

import { env } from '@/lib/env'

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

/** ADU-261202-7K3QX: the day it came (WIB) and five random characters. */
export const newNomor = (now: Date) =>
  `ADU-${dayFormatter.format(now).replaceAll('-', '')}-${pick(5)}`

/** The consumer's follow-up code, shown once: twelve characters in groups of four. */
export const newFollowUpCode = () => [pick(4), pick(4), pick(4)].join('-')

const normalize = (code: string) => code.toUpperCase().replace(/[^A-Z0-9]/g, '')

/** Stored instead of the code: a keyed hash, bound to its complaint's number. */
export const hashFollowUpCode = (nomor: string, code: string) =>
  createHmac('sha256', env.PAYLOAD_SECRET)
    .update(`pengaduan-kode:${nomor}:${normalize(code)}`)
    .digest('base64url')

export function followUpCodeMatches(nomor: string, code: string, stored: string): boolean {
  const given = Buffer.from(hashFollowUpCode(nomor, code))
  const expected = Buffer.from(stored)
  return given.length === expected.length && timingSafeEqual(given, expected)
}
