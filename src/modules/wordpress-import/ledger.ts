import type { Payload } from 'payload'

/*
 * The rows of `wordpress-impor` (collections/wordpress-impor.ts): which record each WordPress
 * post or attachment became. A record and its row are written in one transaction.
 */

export type LedgerKind = 'news' | 'media'
type Req = { transactionID?: string | number }

/** The record a WordPress item became, if it is still there. */
export async function recordOf(
  payload: Payload,
  kunci: string,
  jenis: LedgerKind,
): Promise<number | null> {
  const { docs } = await payload.find({
    collection: 'wordpress-impor',
    where: { kunci: { equals: kunci } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const id = docs[0]?.rekaman
  if (!id) return null
  const found = await payload.count({
    collection: jenis,
    where: { id: { equals: id } },
    overrideAccess: true,
    trash: true,
  } as never)
  return found.totalDocs > 0 ? id : null
}

/**
 * Writes a record and its row together: `write` makes or updates the record within the
 * transaction; on any failure neither stays, so the run can be started again.
 */
export async function withLedger(
  payload: Payload,
  entry: { kunci: string; jenis: LedgerKind },
  write: (req: Req) => Promise<{ id: number }>,
): Promise<number> {
  const transactionID = (await payload.db.beginTransaction()) ?? undefined
  const req: Req = { transactionID }
  try {
    const doc = await write(req)
    const options = { req, overrideAccess: true, depth: 0 } as const
    const { docs } = await payload.find({
      collection: 'wordpress-impor',
      where: { kunci: { equals: entry.kunci } },
      limit: 1,
      ...options,
    })
    if (!docs[0]) {
      await payload.create({
        collection: 'wordpress-impor',
        data: { ...entry, rekaman: doc.id },
        ...options,
      })
    } else if (docs[0].rekaman !== doc.id) {
      await payload.update({
        collection: 'wordpress-impor',
        id: docs[0].id,
        data: { rekaman: doc.id },
        ...options,
      })
    }
    if (transactionID !== undefined) await payload.db.commitTransaction(transactionID)
    return doc.id
  } catch (error) {
    if (transactionID !== undefined) await payload.db.rollbackTransaction(transactionID)
    throw error
  }
}
