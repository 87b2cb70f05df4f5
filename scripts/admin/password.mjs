// A temporary password and its stored form. The hash is Payload 3.90's own format
// (auth/strategies/local/generatePasswordSaltHash.js: PBKDF2-SHA256, 600,000 rounds, 32 bytes,
// a 32-byte hex salt); tests/int/admin-command.int.spec.ts signs in with the result, so a
// Payload upgrade that changes it fails there.
import { pbkdf2, randomBytes } from 'node:crypto'
import { promisify } from 'node:util'

const derive = promisify(pbkdf2)

/** Four groups of four, no look-alike characters: read off a terminal and typed once. */
export function temporaryPassword() {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789'
  const chars = [...randomBytes(16)].map((b) => alphabet[b % alphabet.length])
  return [0, 4, 8, 12].map((i) => chars.slice(i, i + 4).join('')).join('-')
}

export async function hashPassword(password) {
  const salt = randomBytes(32).toString('hex')
  const raw = await derive(password, salt, 600_000, 32, 'sha256')
  return { salt, hash: `pbkdf2-sha256-v1:${raw.toString('hex')}` }
}
