import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, it } from 'vitest'

import * as postgresMigration from '@/migrations/postgres/20261126_120000_search'
import * as sqliteMigration from '@/migrations/sqlite/20261126_120000_search'
import { rawDb } from '@/lib/raw-db'
import { searchSite } from '@/modules/search/search.service'
import { laporanSeed } from '@/seed/data/laporan'
import { newsSeed } from '@/seed/data/news'
import { produkSeed } from '@/seed/data/produk'
import { promoSeed } from '@/seed/data/promo'

import { startTestPayload, type TestPayload } from '../helpers/test-payload'

let t: TestPayload

beforeAll(async () => {
  t = await startTestPayload({ seed: true })
})
afterAll(async () => {
  await t?.close()
})

async function indexed(): Promise<Record<string, number>> {
  const db = await rawDb(t.payload)
  const rows = await db.all<{ kind: string; n: number | string }>(
    sql`SELECT kind, count(*) AS n FROM search_docs GROUP BY kind`,
  )
  return Object.fromEntries(rows.map((row) => [row.kind, Number(row.n)]))
}

/** What the search migration indexes: the types it knew when it was frozen. */
const frozen = {
  laporan: laporanSeed.length,
  news: newsSeed.length,
  produk: produkSeed.length,
  profil: 3,
}
// Each demo promo runs from the first start, so it is public and searched.
const expected = { ...frozen, promo: promoSeed.length }

it('leaves every seeded page in the index', async () => {
  expect(await indexed()).toEqual(expected)
  const result = await searchSite(t.payload, 'murabahah', { page: 1, limit: 10 })
  expect(result.hits[0]).toMatchObject({ type: 'Produk', title: 'Pembiayaan Murabahah' })
  const laporan = await searchSite(t.payload, 'laporan tahunan 2023', { page: 1, limit: 10 })
  expect(laporan.hits[0]).toMatchObject({ type: 'Laporan', url: expect.stringMatching(/\.pdf$/) })
})

it('builds the index from the rows already there when the migration runs', async () => {
  const migration = t.payload.db.name === 'postgres' ? postgresMigration : sqliteMigration
  const args = { db: t.payload.db.drizzle, payload: t.payload, req: {} } as never
  await migration.down(args)
  await migration.up(args)
  expect(await indexed()).toEqual(frozen)
})
