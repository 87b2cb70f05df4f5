import type { SQL } from 'drizzle-orm'
import type { Payload, PayloadRequest } from 'payload'

/** Raw SQL on whichever database the site runs on, in the caller's transaction when it has one. */
export type SqlRunner = {
  dialect: 'postgres' | 'sqlite'
  all<T>(query: SQL): Promise<T[]>
  run(query: SQL): Promise<void>
}

type PostgresDb = { execute(query: SQL): Promise<{ rows: unknown[] }> }
type SqliteDb = { all(query: SQL): Promise<unknown[]>; run(query: SQL): Promise<unknown> }
type Adapter = { name: string; drizzle: unknown; sessions?: Record<string, { db: unknown }> }

/** Runs on a drizzle database as the adapters hand it out (also to migrations). */
export function sqlRunner(dialect: SqlRunner['dialect'], db: unknown): SqlRunner {
  if (dialect === 'postgres') {
    const pg = db as PostgresDb
    return {
      dialect,
      all: async <T>(query: SQL) => (await pg.execute(query)).rows as T[],
      run: async (query) => void (await pg.execute(query)),
    }
  }
  const lite = db as SqliteDb
  return {
    dialect,
    all: async <T>(query: SQL) => (await lite.all(query)) as T[],
    run: async (query) => void (await lite.run(query)),
  }
}

/**
 * The database of `payload`; given the request of a write, that write's transaction, so the index
 * changes with the record or not at all. (SQLite runs Payload's writes without one.)
 */
export async function runnerFor(
  payload: Payload,
  req?: Partial<PayloadRequest>,
): Promise<SqlRunner> {
  const adapter = payload.db as unknown as Adapter
  const transactionID = req?.transactionID === undefined ? undefined : await req.transactionID
  const session =
    transactionID === undefined ? undefined : adapter.sessions?.[String(transactionID)]
  return sqlRunner(
    adapter.name === 'postgres' ? 'postgres' : 'sqlite',
    session?.db ?? adapter.drizzle,
  )
}
