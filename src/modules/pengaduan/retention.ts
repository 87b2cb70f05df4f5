import type { Payload } from 'payload'

import { repeatJob } from '@/lib/repeat-job'

import { removeFiles } from '@/modules/case-intake/case-files'
import { pengaduanSettings } from './pengaduan.deadline'

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * Deletes the finished complaints whose retention (the setting the consent text states, in years
 * since they were finished) has run out, and their files. Open ones are never purged.
 */
export async function purgeOldPengaduan(payload: Payload, now = new Date()): Promise<number> {
  const { retensiTahun } = await pengaduanSettings(payload)
  const cutoff = new Date(now)
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - retensiTahun)
  // A background job with no user: the retention the consent promised, on the adapter directly.
  const old = await payload.db.find<{ id: number; lampiran?: { kunci: string }[] }>({
    collection: 'pengaduan',
    where: {
      and: [
        { status: { equals: 'selesai' } },
        { selesaiPada: { less_than: cutoff.toISOString() } },
      ],
    },
    limit: 0,
    pagination: false,
  })
  if (old.docs.length === 0) return 0
  await payload.db.deleteMany({
    collection: 'pengajuan-notifikasi',
    where: { pengaduan: { in: old.docs.map((doc) => doc.id) } },
  })
  await payload.db.deleteMany({
    collection: 'pengaduan',
    where: { id: { in: old.docs.map((doc) => doc.id) } },
  })
  await removeFiles(old.docs.flatMap((doc) => (doc.lampiran ?? []).map((file) => file.kunci)))
  return old.docs.length
}

/** Purges once now and then once a day. */
export const schedulePengaduanRetention = (payload: Payload) =>
  repeatJob(payload, 'Pengaduan retention', DAY_MS, () => purgeOldPengaduan(payload))
