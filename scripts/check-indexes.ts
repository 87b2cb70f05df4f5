// Fails when a content type's table, once migrated, lacks an index its definition requires
// (src/content-types/required-indexes.ts): on SQLite and on PostgreSQL. Run by
// `npm run check:generated` through tsx:
//   tsx scripts/check-indexes.ts                     migrates a throw-away SQLite file and, when
//                                                    DATABASE_URL is PostgreSQL, a throw-away
//                                                    database on that server, and checks both
//   tsx scripts/check-indexes.ts sqlite <file>       checks a database as it is
//   tsx scripts/check-indexes.ts postgres <url>
import { spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { createClient } from '@libsql/client'
import pg from 'pg'

import { allContentTypes } from '@/content-types'
import { type IndexInfo, missingIndexes, requiredIndexes } from '@/content-types/required-indexes'
import type { Dialect } from '@/lib/raw-db'

const root = path.resolve(import.meta.dirname, '..')

async function sqliteIndexes(file: string): Promise<IndexInfo[]> {
  const client = createClient({ url: `file:${file}` })
  try {
    const { rows } = await client.execute(`
      SELECT m.name AS tbl, il.name AS name, il."unique" AS uniq, ii.name AS col
      FROM sqlite_master m, pragma_index_list(m.name) il, pragma_index_info(il.name) ii
      WHERE m.type = 'table' ORDER BY m.name, il.name, ii.seqno`)
    const byName = new Map<string, IndexInfo>()
    for (const row of rows) {
      const key = `${row.tbl}.${row.name}`
      const index = byName.get(key) ?? {
        table: String(row.tbl),
        name: String(row.name),
        columns: [],
        unique: Number(row.uniq) === 1,
      }
      index.columns.push(String(row.col))
      byName.set(key, index)
    }
    return [...byName.values()]
  } finally {
    client.close()
  }
}

async function postgresIndexes(url: string): Promise<IndexInfo[]> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const { rows } = await client.query<{
      tbl: string
      name: string
      uniq: boolean
      columns: string[]
      definition: string
    }>(`
      SELECT t.relname AS tbl, i.relname AS name, ix.indisunique AS uniq,
        pg_get_indexdef(ix.indexrelid) AS definition,
        array(SELECT a.attname::text FROM unnest(ix.indkey) WITH ORDINALITY AS k(attnum, ord)
              JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = k.attnum
              ORDER BY k.ord) AS columns
      FROM pg_index ix
      JOIN pg_class t ON t.oid = ix.indrelid
      JOIN pg_class i ON i.oid = ix.indexrelid
      JOIN pg_namespace n ON n.oid = t.relnamespace
      WHERE n.nspname = current_schema()`)
    return rows.map((row) => ({
      table: row.tbl,
      name: row.name,
      columns: row.columns,
      unique: row.uniq,
      definition: row.definition,
    }))
  } finally {
    await client.end()
  }
}

/** What is missing from the database at `location` (a SQLite file or a PostgreSQL URL). */
export async function checkDatabase(dialect: Dialect, location: string): Promise<string[]> {
  const present =
    dialect === 'sqlite' ? await sqliteIndexes(location) : await postgresIndexes(location)
  const required = allContentTypes().flatMap((type) => requiredIndexes(type, dialect))
  return missingIndexes(required, present)
}

/** Applies every committed migration with Payload's CLI, as `payload migrate` does at start-up. */
function migrate(env: Record<string, string>) {
  const run = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules/payload/bin.js'), 'migrate'],
    {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, NODE_ENV: 'development', MEDIA_SHARED: 'true', ...env },
      timeout: 180_000,
    },
  )
  if (run.status !== 0) throw new Error(`payload migrate failed:\n${run.stdout}\n${run.stderr}`)
}

/** Migrates a throw-away database of `dialect`, checks it, and removes it. */
async function checkFresh(dialect: Dialect, postgresUrl?: string): Promise<string[]> {
  const dir = mkdtempSync(path.join(tmpdir(), 'bprs-indexes-'))
  try {
    if (dialect === 'sqlite') {
      const file = path.join(dir, 'check.db')
      migrate({ DATABASE_URL: '', SQLITE_PATH: file, MEDIA_DIR: path.join(dir, 'media') })
      return await checkDatabase('sqlite', file)
    }
    const base = new URL(postgresUrl ?? '')
    const name = `check_indexes_${randomBytes(6).toString('hex')}`
    const admin = new pg.Client({ connectionString: base.toString() })
    await admin.connect()
    await admin.query(`CREATE DATABASE ${name}`)
    try {
      const url = new URL(base)
      url.pathname = `/${name}`
      migrate({ DATABASE_URL: url.toString(), MEDIA_DIR: path.join(dir, 'media') })
      return await checkDatabase('postgres', url.toString())
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await admin.end()
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

async function main() {
  const [dialect, location] = process.argv.slice(2)
  const checks: [string, () => Promise<string[]>][] = []
  if (dialect === 'sqlite' || dialect === 'postgres') {
    checks.push([dialect, () => checkDatabase(dialect, location)])
  } else {
    checks.push(['SQLite', () => checkFresh('sqlite')])
    const url = process.env.DATABASE_URL
    if (url?.startsWith('postgres')) checks.push(['PostgreSQL', () => checkFresh('postgres', url)])
    else console.warn('check-indexes: PostgreSQL skipped (DATABASE_URL names no PostgreSQL server)')
  }
  let failed = false
  for (const [label, check] of checks) {
    const missing = await check()
    if (missing.length) {
      failed = true
      console.error(`check-indexes: ${label} lacks indexes the content types require:`)
      for (const line of missing) console.error(`  - ${line}`)
    } else {
      console.log(`check-indexes: ${label} has every index the content types require.`)
    }
  }
  process.exitCode = failed ? 1 : 0
}

await main()
