import pg from 'pg'

import { TEST_DATABASE_PREFIX } from './test-db-prefix'

/** Drops the throw-away PostgreSQL databases of integration runs, before and after each run. */
async function dropTestDatabases() {
  const url = process.env.DATABASE_URL
  if (!url?.startsWith('postgres')) return
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  const { rows } = await client.query<{ datname: string }>(
    'SELECT datname FROM pg_database WHERE datname LIKE $1',
    [`${TEST_DATABASE_PREFIX}%`],
  )
  for (const { datname } of rows) {
    await client.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`)
  }
  await client.end()
}

export async function setup() {
  await dropTestDatabases()
}

export async function teardown() {
  await dropTestDatabases()
}
