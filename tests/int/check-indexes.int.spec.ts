import { spawnSync } from 'node:child_process'

import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, it } from 'vitest'

import { dialectOf, rawDb } from '@/lib/raw-db'

import { startTestPayload, type TestPayload } from '../helpers/test-payload'

/*
 * Issue 28: `npm run check:generated` fails when a content table lacks an index its definition
 * requires. Its index step (scripts/check-indexes.ts) is run here on this file's database, just
 * migrated, on each adapter: first whole, then with one index gone.
 */

let t: TestPayload
beforeAll(async () => {
  t = await startTestPayload()
})
afterAll(async () => {
  await t?.close()
})

const check = () => {
  const dialect = dialectOf(t.payload)
  const location = dialect === 'postgres' ? process.env.DATABASE_URL : process.env.SQLITE_PATH
  return spawnSync('node_modules/.bin/tsx', ['scripts/check-indexes.ts', dialect, location ?? ''], {
    encoding: 'utf8',
    timeout: 60_000,
  })
}

it('passes on the schema the migrations build', () => {
  const run = check()
  expect(run.stderr).toBe('')
  expect(run.status).toBe(0)
})

it('fails, naming it, when a content table lacks an index its definition requires', async () => {
  const db = await rawDb(t.payload)
  const title = db.dialect === 'postgres' ? 'promo_judul_trgm_idx' : 'promo_judul_search_idx'
  await db.run(sql`DROP INDEX ${sql.identifier(title)}`)
  // A field marked `index: true` (promo's mulai), under whatever name Payload gave it.
  await db.run(sql`DROP INDEX ${sql.identifier('promo_mulai_idx')}`)
  const run = check()
  expect(run.status).toBe(1)
  expect(run.stderr).toContain(`promo: no index ${title} (judul`)
  expect(run.stderr).toContain('promo: no index (mulai) for field mulai (index)')
  expect(run.stderr).not.toContain('news:')
})
