import type { SQL } from 'drizzle-orm'
import type { Pool } from 'pg'
import type { Payload, PayloadRequest } from 'payload'

import { adapterDrizzle, adapterPool, transactionDrizzle } from './payload-internals'

/*
 * The one door to raw SQL on the site's database, for what Payload's Local API cannot say: the
 * list queries (page-query.ts), the search index, the record lock, the login throttle, the
 * start-up lock and the single-winner UPDATEs of auth and the inquiry outbox. The adapter's
 * handles themselves come from payload-internals.ts, the one file that knows where they live.
 */

export type Dialect = 'postgres' | 'sqlite'

/** Raw SQL on one database, in a transaction when it was opened on one. */
export type RawDb = {
  dialect: Dialect
  all<T>(query: SQL): Promise<T[]>
  run(query: SQL): Promise<void>
}

/** The SQL dialect the site's database speaks. */
export const dialectOf = (payload: Payload): Dialect =>
  payload.db.name === 'postgres' ? 'postgres' : 'sqlite'

type PostgresDrizzle = { execute(query: SQL): Promise<{ rows: unknown[] }> }
type SqliteDrizzle = { all(query: SQL): Promise<unknown[]>; run(query: SQL): Promise<unknown> }

/** Raw SQL on a drizzle database of `dialect`: the adapter's, or one opened elsewhere (a script). */
export function rawDbOn(dialect: Dialect, drizzle: unknown): RawDb {
  if (dialect === 'postgres') {
    const pg = drizzle as PostgresDrizzle
    return {
      dialect,
      all: async <T>(query: SQL) => (await pg.execute(query)).rows as T[],
      run: async (query) => void (await pg.execute(query)),
    }
  }
  const lite = drizzle as SqliteDrizzle
  return {
    dialect,
    all: async <T>(query: SQL) => (await lite.all(query)) as T[],
    run: async (query) => void (await lite.run(query)),
  }
}

/** The open transaction of `req` (a write's), or undefined. SQLite runs Payload's writes without. */
export async function transactionDb(
  payload: Payload,
  req: Partial<PayloadRequest> | undefined,
): Promise<RawDb | undefined> {
  const id = req?.transactionID === undefined ? undefined : await req.transactionID
  const drizzle = id === undefined ? undefined : transactionDrizzle(payload, id)
  return drizzle === undefined ? undefined : rawDbOn(dialectOf(payload), drizzle)
}

/**
 * The database of `payload`; given the request of a write, that write's transaction, so what is
 * done here commits or rolls back with the write.
 */
export async function rawDb(payload: Payload, req?: Partial<PayloadRequest>): Promise<RawDb> {
  return (await transactionDb(payload, req)) ?? rawDbOn(dialectOf(payload), adapterDrizzle(payload))
}

/** PostgreSQL's connection pool (for session-level locks and the throttle's own table). */
export function postgresPoolOf(payload: Payload): Pool {
  if (dialectOf(payload) !== 'postgres') throw new Error('The site does not run on PostgreSQL')
  return adapterPool(payload) as Pool
}

/**
 * An idle pooled connection that PostgreSQL closes (restart, crash, failover) is reported as an
 * 'error' event on the pool; with no listener Node ends the whole process. It is only logged:
 * the next query opens a fresh connection.
 */
export function keepAliveOnPoolErrors(payload: Payload) {
  if (dialectOf(payload) !== 'postgres') return
  postgresPoolOf(payload).on('error', (error) => {
    console.error('PostgreSQL closed an idle connection; the pool opens a new one', error.message)
  })
}
