import { randomBytes } from 'node:crypto'

import { Secret, TOTP } from 'otpauth'
import QRCode from 'qrcode'

import { keyedHash } from './secret-box'

/**
 * RFC 6238 as every authenticator app reads it: SHA-1, six digits, 30-second steps. `otpauth`
 * (no dependencies, audited RFC 4226/6238 implementation, typed) does the arithmetic.
 */
export const TOTP_PERIOD = 30
/** One step either side: ±30 s of clock drift. */
export const TOTP_WINDOW = 1
export const RECOVERY_CODE_COUNT = 10

const ISSUER = 'BPRS Admin'

const totp = (secret: string, label = 'admin') =>
  new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: TOTP_PERIOD,
    secret: Secret.fromBase32(secret),
  })

/** A fresh 160-bit secret in base32 (what the administrator types when a QR code cannot be read). */
export const newTotpSecret = () => new Secret({ size: 20 }).base32

/** The otpauth:// address and its QR code, drawn on the server as SVG. */
export async function totpEnrolment(secret: string, username: string) {
  const uri = totp(secret, username).toString()
  const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 })
  return { secret, uri, svg }
}

/**
 * The time step a code belongs to, within the drift window, or null. The caller accepts it only
 * when it is later than the last step used, so a code works once.
 */
export function totpStep(secret: string, code: string, now = Date.now()): number | null {
  const token = code.replace(/\s/g, '')
  if (!/^\d{6}$/.test(token)) return null
  const delta = totp(secret).validate({ token, timestamp: now, window: TOTP_WINDOW })
  if (delta === null) return null
  return Math.floor(now / 1000 / TOTP_PERIOD) + delta
}

/** A code for `now` (tests and the enrolment check use it). */
export const totpCode = (secret: string, now = Date.now()) =>
  totp(secret).generate({ timestamp: now })

const RECOVERY_PURPOSE = 'recovery-code'

/** Ten codes like `k3f9-2hqa-m8xz`: typed by hand, so lower case, no look-alike letters. */
export function newRecoveryCodes(): string[] {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789'
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = [...randomBytes(12)].map((b) => alphabet[b % alphabet.length])
    return [0, 4, 8].map((i) => chars.slice(i, i + 4).join('')).join('-')
  })
}

export const normaliseRecoveryCode = (code: string) =>
  code
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')

/** Stored form: the keyed hashes, space-separated (one text column on both databases). */
export const hashRecoveryCodes = (codes: string[]) =>
  codes.map((c) => keyedHash(normaliseRecoveryCode(c), RECOVERY_PURPOSE)).join(' ')

/** The stored list without `code`, or null when `code` is not one of them. */
export function spendRecoveryCode(stored: string, code: string): string | null {
  const hashes = stored.split(' ').filter(Boolean)
  const hash = keyedHash(normaliseRecoveryCode(code), RECOVERY_PURPOSE)
  if (!hashes.includes(hash)) return null
  return hashes.filter((h) => h !== hash).join(' ')
}
