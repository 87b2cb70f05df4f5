import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'

import { rawDb } from '@/lib/raw-db'

/**
 * The two writes that must win once even when two requests race with the same code: each is a
 * single conditional UPDATE, so of two parallel sign-ins with one code only one finds the row.
 */
export async function claimTotpStep(payload: Payload, id: number, step: number): Promise<boolean> {
  const db = await rawDb(payload)
  const rows = await db.all<{ id: number }>(
    sql`UPDATE users SET totp_last_step = ${step}
        WHERE id = ${id} AND (totp_last_step IS NULL OR totp_last_step < ${step}) RETURNING id`,
  )
  return rows.length === 1
}

/** Replaces the stored recovery codes only if nobody spent one meanwhile. */
export async function replaceRecoveryCodes(
  payload: Payload,
  id: number,
  before: string,
  after: string,
): Promise<boolean> {
  const db = await rawDb(payload)
  const rows = await db.all<{ id: number }>(
    sql`UPDATE users SET recovery_codes = ${after}
        WHERE id = ${id} AND recovery_codes = ${before} RETURNING id`,
  )
  return rows.length === 1
}
