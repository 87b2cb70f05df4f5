import { randomBytes } from 'node:crypto'

/**
 * Four groups of four, no look-alike characters: read off the screen and typed once (the same
 * shape as scripts/admin/password.mjs, the operator's command, prints).
 */
export function temporaryPassword(): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789'
  const chars = [...randomBytes(16)].map((b) => alphabet[b % alphabet.length])
  return [0, 4, 8, 12].map((i) => chars.slice(i, i + 4).join('')).join('-')
}
