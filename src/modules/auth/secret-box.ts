import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto'

import { env } from '@/lib/env'

/**
 * Keys derived from PAYLOAD_SECRET, one per purpose, so a key that leaks through one use (a
 * ticket's signature) says nothing about another (the stored TOTP secrets). Changing
 * PAYLOAD_SECRET therefore also makes every stored second factor unreadable: docs/accounts.md says so.
 */
const key = (purpose: string) =>
  Buffer.from(hkdfSync('sha256', env.PAYLOAD_SECRET, 'bprs-website', purpose, 32))

/** AES-256-GCM: `iv.tag.ciphertext`, base64url. */
export function seal(plain: string, purpose = 'totp-secret'): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', key(purpose), iv)
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
  return [iv, cipher.getAuthTag(), data].map((b) => b.toString('base64url')).join('.')
}

/** The plain text, or null when the box was not sealed with this secret. */
export function open(sealed: string, purpose = 'totp-secret'): string | null {
  const [iv, tag, data] = sealed.split('.').map((p) => Buffer.from(p, 'base64url'))
  if (!iv || !tag || !data) return null
  try {
    const decipher = createDecipheriv('aes-256-gcm', key(purpose), iv)
    decipher.setAuthTag(tag)
    return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8')
  } catch {
    return null
  }
}

/** A keyed hash: what is stored of a recovery code or a reset link, never the value itself. */
export const keyedHash = (value: string, purpose: string) =>
  createHmac('sha256', key(purpose)).update(value).digest('base64url')
