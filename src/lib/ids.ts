import { notFound } from './errors'

// The id columns are 32-bit on PostgreSQL (serial); a larger number cannot name a record.
const MAX_ID = 2_147_483_647

/** Record ids are positive integers on both databases; anything else cannot exist. */
export function parseIdOrThrow(id: string | number, message: string): number {
  const n = typeof id === 'number' ? id : Number(id)
  if (!Number.isSafeInteger(n) || n <= 0 || n > MAX_ID || String(n) !== String(id).trim())
    throw notFound(message)
  return n
}
