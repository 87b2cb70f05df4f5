import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, it } from 'vitest'

import { allContentTypes, type ContentTypeSlug } from '@/content-types'
import { migrations as postgresMigrations } from '@/migrations/postgres'
import { migrations as sqliteMigrations } from '@/migrations/sqlite'
import { buildSearchIndex } from '@/modules/search/search.index'
import { rawDb } from '@/lib/raw-db'
import { searchSite } from '@/modules/search/search.service'
import { laporanSeed } from '@/seed/data/laporan'
import { newsSeed } from '@/seed/data/news'
import { produkSeed } from '@/seed/data/produk'

import { startTestPayload, type TestPayload } from '../helpers/test-payload'

/*
 * Issue 28: a migration must run against any later schema. The search migrations once filled the
 * index through the application's search code, which reads the collections as today's config
 * describes them; a table or column that a later migration creates then made `payload migrate`
 * on an older database stop. Frozen, they read the tables as they were when they were written.
 */

let t: TestPayload
/** The types the search migrations knew when they were frozen (2026-11-26). */
const FROZEN_TYPES = ['laporan', 'news', 'produk']

beforeAll(async () => {
  t = await startTestPayload({ seed: true })
  // Types added later (promo) come with records of their own, which no frozen migration reads.
  for (const { slug } of allContentTypes().filter((type) => !FROZEN_TYPES.includes(type.slug))) {
    await t.payload.delete({
      collection: slug as ContentTypeSlug,
      where: { id: { exists: true } },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
  }
})
afterAll(async () => {
  await t?.close()
})

// Each adapter's index types its own arguments; both take the drizzle database and Payload.
type Migration = {
  name: string
  up: (args: never) => Promise<void>
  down: (args: never) => Promise<void>
}
const migrations = (): Migration[] =>
  t.payload.db.name === 'postgres' ? postgresMigrations : sqliteMigrations
const named = (suffix: string): Migration => {
  const found = migrations().find((m) => m.name.replace(/^\d+_\d+_/, '') === suffix)
  if (!found) throw new Error(`no migration ${suffix}`)
  return found
}

const db = () => rawDb(t.payload)

/** Everything the search index holds, in the order it holds it. */
async function indexContent() {
  const run = await db()
  if (run.dialect === 'postgres') {
    return {
      // PostgreSQL's ids are a plain sequence, in whatever order the types were filled.
      docs: await run.all(sql`SELECT kind, ref, title, body, url, date, title_vec::text AS t,
        doc_vec::text AS d FROM search_docs ORDER BY kind, ref`),
      words: await run.all(sql`SELECT word FROM search_words ORDER BY word`),
    }
  }
  return {
    docs: await run.all(sql`SELECT id, kind, ref, title, body, url, date FROM search_docs
      ORDER BY id`),
    fts: await run.all(sql`SELECT rowid, t_stem, b_stem, t_word, b_word, t_alt, b_alt
      FROM search_fts ORDER BY rowid`),
  }
}

async function countsByKind(): Promise<Record<string, number>> {
  const rows = await (
    await db()
  ).all<{ kind: string; n: number | string }>(
    sql`SELECT kind, count(*) AS n FROM search_docs GROUP BY kind`,
  )
  return Object.fromEntries(rows.map((row) => [row.kind, Number(row.n)]))
}

/** What today's search code builds from the records: the rows the migrations must match. */
async function indexAsTodaysCodeBuildsIt() {
  const run = await db()
  if (run.dialect === 'postgres') {
    await run.run(sql`TRUNCATE search_docs`)
    await run.run(sql`DELETE FROM search_words`)
  } else {
    await run.run(sql`DELETE FROM search_fts`)
    await run.run(sql`DELETE FROM search_docs`)
  }
  await buildSearchIndex(t.payload)
  return indexContent()
}

/** A Payload that fails on any use: a frozen migration has no need of the application. */
const noApplication = new Proxy(
  {},
  {
    get(_target, key) {
      throw new Error(`a migration reached for payload.${String(key)}`)
    },
  },
)

const argsWith = (payload: unknown) => ({ db: t.payload.db.drizzle, payload, req: {} }) as never

it('fills the search index with the seeded content after every migration ran on an empty database', async () => {
  const ran = await (
    await db()
  ).all<{ name: string }>(sql`SELECT name FROM payload_migrations ORDER BY name`)
  expect(ran.map((row) => row.name)).toEqual(migrations().map((m) => m.name))
  expect(await countsByKind()).toEqual({
    laporan: laporanSeed.length,
    news: newsSeed.length,
    produk: produkSeed.length,
    profil: 3,
  })
  const found = await searchSite(t.payload, 'murabahah', { page: 1, limit: 10 })
  expect(found.hits[0]).toMatchObject({ type: 'Produk', title: 'Pembiayaan Murabahah' })
})

it('builds from the records, without the application, the very index today’s code builds', async () => {
  const expected = await indexAsTodaysCodeBuildsIt()
  expect(expected.docs.length).toBe(laporanSeed.length + newsSeed.length + produkSeed.length + 3)
  const args = argsWith(noApplication)
  await named('search_paging').down(args)
  await named('search').down(args)
  await named('search').up(args)
  expect(await countsByKind()).toMatchObject({ news: newsSeed.length, profil: 3 })
  await named('search_paging').up(args)
  expect(await indexContent()).toEqual(expected)
})

it('runs before a later migration that changes a table it reads or adds a table', async () => {
  const expected = await indexAsTodaysCodeBuildsIt()
  // Back to a database whose search migrations came before the laporan previews: today's config
  // knows the previews' columns, which the database does not have yet when the search runs.
  // The indexes a later migration widened go back first, as scale_indexes made them.
  const later = [named('laporan_preview'), named('scale_indexes'), named('publication_indexes')]
  const search = [named('search'), named('search_paging')]
  const args = argsWith(t.payload)
  for (const migration of [...search, ...later].reverse()) await migration.down(args)
  const run = await db()
  for (const { name } of [...search, ...later]) {
    await run.run(sql`DELETE FROM payload_migrations WHERE name = ${name}`)
  }
  const newTable = {
    name: '20991231_000000_pengumuman',
    up: async () => {
      await run.run(sql`CREATE TABLE pengumuman (id integer PRIMARY KEY, judul varchar NOT NULL)`)
      await run.run(sql`INSERT INTO pengumuman (id, judul) VALUES (1, 'Libur bank')`)
    },
  }
  // As `payload migrate` runs them, with the application at hand: the search must not use it.
  for (const migration of [...search, ...later, newTable]) await migration.up(args)
  expect(await indexContent()).toEqual(expected)
  expect(await run.all(sql`SELECT judul FROM pengumuman`)).toEqual([{ judul: 'Libur bank' }])
})
