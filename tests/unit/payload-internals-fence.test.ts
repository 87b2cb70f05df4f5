import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

/*
 * src/lib/payload-internals.ts says it is the one place that uses Payload's internals, and
 * src/lib/raw-db.ts the one door to raw SQL: this fails when any other file of the application
 * reaches past them. Migrations receive their database from Payload and are left out.
 */

const root = path.resolve(import.meta.dirname, '../..')

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name)
    if (statSync(file).isDirectory()) return name === 'migrations' ? [] : filesUnder(file)
    return /\.(ts|tsx|mjs)$/.test(name) ? [file] : []
  })
}

const INTERNALS = path.join(root, 'src/lib/payload-internals.ts')
const RAW_DB = path.join(root, 'src/lib/raw-db.ts')

/** What only payload-internals.ts may name, and what only it and raw-db.ts may import. */
const INTERNAL_NAMES = [
  'createLocalReq',
  'logoutOperation',
  'refreshOperation',
  'restoreVersionOperation',
  'beforeChangeTraverseFields',
  'getFieldsToSign',
  'jwtSign',
  'addSessionToUser',
  'generatePayloadCookie',
  'generateExpiredPayloadCookie',
]
/** The adapter's handles: its drizzle, transaction sessions and pool, however they are cast. */
const ADAPTER_HANDLES = [
  /\.db\s*\.\s*(drizzle|sessions|pool)\b/,
  /\.db\s+as\s+(unknown|PostgresAdapter|SQLiteAdapter)\b/,
]
/** What only payload-internals.ts and raw-db.ts may use: the handles' readers and the dialect. */
const RAW_DB_ONLY = [
  /\badapterDrizzle\b/,
  /\btransactionDrizzle\b/,
  /\badapterPool\b/,
  /\bdb\.name\b/,
]

const offenders = (file: string, source: string): string[] => {
  const found: string[] = []
  if (file !== INTERNALS) {
    for (const name of INTERNAL_NAMES)
      if (new RegExp(`\\b${name}\\b`).test(source)) found.push(name)
    for (const pattern of ADAPTER_HANDLES) if (pattern.test(source)) found.push(String(pattern))
  }
  if (file !== INTERNALS && file !== RAW_DB)
    for (const pattern of RAW_DB_ONLY) if (pattern.test(source)) found.push(String(pattern))
  return found
}

describe("payload-internals.ts's fence", () => {
  const files = [
    ...filesUnder(path.join(root, 'src')),
    ...filesUnder(path.join(root, 'scripts')),
    path.join(root, 'payload.config.ts'),
  ]

  it('holds: no other file uses an internal or the adapter beneath the Local API', () => {
    const broken = files.flatMap((file) => {
      const found = offenders(file, readFileSync(file, 'utf8'))
      return found.length ? [`${path.relative(root, file)}: ${found.join(', ')}`] : []
    })
    expect(broken).toEqual([])
  })

  it('catches a file that reads the adapter itself', () => {
    const elsewhere = path.join(root, 'src/modules/x.ts')
    expect(offenders(elsewhere, "if (payload.db.name === 'postgres') {}")).not.toEqual([])
    expect(offenders(elsewhere, 'const s = (req.payload.db as unknown as X).sessions')).not.toEqual(
      [],
    )
    expect(offenders(elsewhere, 'await payload.db.drizzle.execute(q)')).not.toEqual([])
    expect(offenders(elsewhere, "import { createLocalReq } from 'payload'")).not.toEqual([])
    expect(offenders(RAW_DB, 'adapterDrizzle(payload)')).toEqual([])
  })
})
