import type { Payload } from 'payload'

import { env } from '@/lib/env'
import { repeatJob } from '@/lib/repeat-job'

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * Removes activity records older than AUDIT_RETENTION_DAYS. It works on the database adapter
 * directly: no API may delete the trail, and the collection refuses deletes even from the
 * server's own Local API calls.
 */
export async function purgeOldActivity(payload: Payload, now = new Date()) {
  const cutoff = new Date(now.getTime() - env.AUDIT_RETENTION_DAYS * DAY_MS)
  await payload.db.deleteMany({
    collection: 'aktivitas',
    where: { createdAt: { less_than: cutoff.toISOString() } },
  })
}

/** Purges once now and then once a day. */
export const scheduleActivityRetention = (payload: Payload) =>
  repeatJob(payload, 'Activity retention', DAY_MS, () => purgeOldActivity(payload))
