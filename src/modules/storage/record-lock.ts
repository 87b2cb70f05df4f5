import { sql } from 'drizzle-orm'
import type { PayloadRequest } from 'payload'

import { dialectOf, transactionDb } from '@/lib/raw-db'

const queues = new Map<string, Promise<unknown>>()

/**
 * Runs writes to one record one after another within this process. SQLite runs Payload's
 * writes without a transaction, so two concurrent updates would otherwise both believe they
 * replaced the same old file and leave one new file set with no record.
 */
export async function withRecordLock<T>(
  collection: string,
  id: string | number,
  work: () => Promise<T>,
): Promise<T> {
  const key = `${collection}:${id}`
  const previous = queues.get(key) ?? Promise.resolve()
  const current = previous.catch(() => undefined).then(work)
  queues.set(key, current)
  try {
    return await current
  } finally {
    if (queues.get(key) === current) queues.delete(key)
  }
}

/**
 * Across instances on PostgreSQL: holds a lock on the record until the write's transaction
 * ends, taken before Payload reads the record, so concurrent updates queue instead of
 * deadlocking on its array rows or reading a record that is about to change.
 */
export async function lockRecordInTransaction(
  req: PayloadRequest,
  collection: string,
  id: string | number,
) {
  if (dialectOf(req.payload) !== 'postgres') return
  const db = await transactionDb(req.payload, req)
  await db?.run(sql`SELECT pg_advisory_xact_lock(hashtext(${collection}), ${Number(id)})`)
}
