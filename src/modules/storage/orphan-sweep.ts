import type { Payload } from 'payload'

import { repeatJob } from '@/lib/repeat-job'

import { isCaseFileKey } from '@/modules/case-intake/case-files'

import { fileStore, UPLOAD_COLLECTIONS } from './file-store'
import { filesOf, removeFiles } from './stored-upload'

/** Longer than any upload takes: a younger file may belong to a write still in progress. */
export const ORPHAN_GRACE_MS = 60 * 60 * 1000
const SWEEP_EVERY_MS = 6 * 60 * 60 * 1000
/** Records read at a time: the sweep never holds a whole collection. */
const BATCH = 1000

/**
 * Removes stored files that no record uses and that are older than the grace period: what a
 * crash between storing a file and committing its record (kill -9, power loss) leaves. A file any
 * record uses is never touched. Returns the removed keys.
 */
export async function sweepOrphans(payload: Payload, graceMs = ORPHAN_GRACE_MS) {
  const store = fileStore()
  // Listed before the records are read: a file stored after this moment is not considered.
  const cutoff = Date.now() - graceMs
  const unused = new Set(
    (await store.list())
      // A case's attachments share the S3 bucket but belong to no upload collection.
      .filter((o) => o.modified.getTime() <= cutoff && !isCaseFileKey(o.key))
      .map((o) => o.key),
  )
  for (const collection of UPLOAD_COLLECTIONS) {
    for (let after = 0; unused.size > 0;) {
      // overrideAccess: a maintenance job with no user; it reads file names only, a batch at a
      // time in id order.
      const { docs } = await payload.find({
        collection,
        where: { id: { greater_than: after } },
        sort: 'id',
        pagination: false,
        limit: BATCH,
        depth: 0,
        select: { filename: true, sizes: true },
        overrideAccess: true,
        // A record in the trash keeps its files until it is purged (modules/history/trash.ts).
        trash: true,
      })
      for (const doc of docs)
        for (const name of filesOf(doc)) unused.delete(store.keyOf(collection, name))
      if (docs.length < BATCH) break
      after = Number(docs.at(-1)!.id)
    }
    // A draft's file is used by a version only (the published record keeps its own).
    if (!payload.collections[collection].config.versions) continue
    for (let after = 0; unused.size > 0;) {
      const { docs } = await payload.findVersions({
        collection,
        where: { id: { greater_than: after } },
        sort: 'id',
        pagination: false,
        limit: BATCH,
        depth: 0,
        overrideAccess: true,
      })
      for (const { version } of docs)
        for (const name of filesOf(version)) unused.delete(store.keyOf(collection, name))
      if (docs.length < BATCH) break
      after = Number(docs.at(-1)!.id)
    }
  }
  const orphans = [...unused]
  await removeFiles(orphans)
  if (orphans.length) payload.logger.info(`Orphan sweep removed ${orphans.length} file(s)`)
  return orphans
}

/** Sweeps once now and then every six hours. */
export const scheduleOrphanSweep = (payload: Payload) =>
  repeatJob(payload, 'Orphan sweep', SWEEP_EVERY_MS, () => sweepOrphans(payload))
