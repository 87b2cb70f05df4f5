import type { SQL } from 'drizzle-orm'

/** Raw SQL on the drizzle database a migration is handed, whichever adapter runs it. */
export type Runner = {
  dialect: 'postgres' | 'sqlite'
  all<T>(query: SQL): Promise<T[]>
  run(query: SQL): Promise<void>
}

type PostgresDb = { execute(query: SQL): Promise<{ rows: unknown[] }> }
type SqliteDb = { all(query: SQL): Promise<unknown[]>; run(query: SQL): Promise<unknown> }

export function runner(dialect: Runner['dialect'], db: unknown): Runner {
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
