import type { Payload } from 'payload'

import { env } from '@/lib/env'
import { repeatJob } from '@/lib/repeat-job'

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * Deletes the inquiries older than INQUIRY_RETENTION_DAYS (the period the consent box states),
 * their outbox rows first. Returns how many went.
 */
export async function purgeOldPengajuan(payload: Payload, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - env.INQUIRY_RETENTION_DAYS * DAY_MS).toISOString()
  // A background job with no user: the retention the consent promised, on the adapter directly
  // (no audit record per person: the purge itself is the rule).
  const old = await payload.db.find<{ id: number }>({
    collection: 'pengajuan',
    where: { createdAt: { less_than: cutoff } },
    limit: 0,
    pagination: false,
    select: { id: true },
  })
  const ids = old.docs.map((doc) => doc.id)
  if (ids.length === 0) return 0
  await payload.db.deleteMany({
    collection: 'pengajuan-notifikasi',
    where: { pengajuan: { in: ids } },
  })
  await payload.db.deleteMany({ collection: 'pengajuan', where: { id: { in: ids } } })
  return ids.length
}

/** Purges once now and then once a day. */
export const schedulePengajuanRetention = (payload: Payload) =>
  repeatJob(payload, 'Pengajuan retention', DAY_MS, () => purgeOldPengajuan(payload))
