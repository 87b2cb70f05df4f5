import { createHmac, timingSafeEqual } from 'node:crypto'

import { env } from '@/lib/env'

import { MAX_FORM_AGE_MS, MIN_FILL_MS } from './pengajuan.rules'

// Its own key, derived from the site's secret, so a token can never stand in for anything else.
const key = () => createHmac('sha256', env.PAYLOAD_SECRET).update('pengajuan-form-token').digest()
const sign = (issuedAt: string) => createHmac('sha256', key()).update(issuedAt).digest('base64url')

/** A token saying when the form was handed out: `<ms>.<signature>`. */
export function issueFormToken(now = Date.now()): string {
  const issuedAt = String(now)
  return `${issuedAt}.${sign(issuedAt)}`
}

/**
 * The cookie that says when this visitor opened a form: a cached page cannot carry that moment,
 * so the form loads a one-pixel picture (app/formulir/mulai) whose answer sets it, with
 * JavaScript or without.
 */
export const OPENED_COOKIE = 'bprs-formulir-dibuka'

/** The Set-Cookie of a form opened now. */
export function openedCookie(secure: boolean, now = Date.now()): string {
  const attributes = ['Path=/', `Max-Age=${MAX_FORM_AGE_MS / 1000}`, 'HttpOnly', 'SameSite=Strict']
  if (secure) attributes.push('Secure')
  return [`${OPENED_COOKIE}=${issueFormToken(now)}`, ...attributes].join('; ')
}

export type TokenVerdict = 'ok' | 'invalid' | 'too-fast' | 'expired'

/** Whether a form was handed out by this site, long enough ago to be a person, not too long ago. */
export function judgeFormToken(token: unknown, now = Date.now()): TokenVerdict {
  if (typeof token !== 'string' || token.length > 100) return 'invalid'
  const [issuedAt, signature] = token.split('.')
  if (!issuedAt || !signature || !/^\d{13}$/.test(issuedAt)) return 'invalid'
  const expected = Buffer.from(sign(issuedAt))
  const given = Buffer.from(signature)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'invalid'
  const age = now - Number(issuedAt)
  if (age < MIN_FILL_MS) return 'too-fast'
  if (age > MAX_FORM_AGE_MS) return 'expired'
  return 'ok'
}
