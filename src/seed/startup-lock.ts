import path from 'node:path'

import type { Payload } from 'payload'

import { env } from '@/lib/env'
import { dialectOf, postgresPoolOf } from '@/lib/raw-db'

import { refuseStart } from './refuse-start'
import { claimSqliteFile } from './sqlite-owner'

// Any fixed number works; it only has to be the same for every instance of this site.
const STARTUP_LOCK_KEY = 7_115_002

/**
 * Runs the start-up work (migrations, first administrator, demo content) in one instance at a
 * time. On PostgreSQL, several instances starting together on an empty database would otherwise
 * race to create the same tables and rows; a session advisory lock makes the others wait and then
 * find the work done. A SQLite file belongs to one server process, which claims it first.
 */
export async function withStartupLock<T>(payload: Payload, work: () => Promise<T>): Promise<T> {
  if (dialectOf(payload) !== 'postgres') {
    try {
      await claimSqliteFile(path.resolve(env.SQLITE_PATH))
    } catch (error) {
      refuseStart(payload, error)
    }
    return work()
  }
  const client = await postgresPoolOf(payload).connect()
  try {
    await client.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK_KEY])
    try {
      return await work()
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK_KEY])
    }
  } finally {
    client.release()
  }
}
