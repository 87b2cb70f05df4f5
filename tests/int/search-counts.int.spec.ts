import { sql } from 'drizzle-orm'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import CariPage from '@/app/(frontend)/[keptQuery]/cari/page'
import * as postgresMigration from '@/migrations/postgres/20261202_143000_search_counts'
import * as sqliteMigration from '@/migrations/sqlite/20261202_143000_search_counts'
import { rawDb } from '@/lib/raw-db'
import { reindexRecord } from '@/modules/search/search.index'
import { SEARCH_RESULTS_MAX } from '@/modules/search/search.rules'
import { searchSite, searchStore } from '@/modules/search/search.service'
import type { SearchDoc } from '@/modules/search/search.types'

import { startTestPayload, type TestPayload } from '../helpers/test-payload'

/*
 * The word counts of the search index (issue 43): kept true by every write, and what lets a
 * search with more than SEARCH_RESULTS_MAX matches say so without counting them.
 */

let t: TestPayload

beforeAll(async () => {
  t = await startTestPayload()
})
afterAll(async () => {
  await t?.close()
})

type Counts = Record<string, { docs: number; titles: number }>

/** The counts as kept, without the words no page holds any more. */
async function kept(): Promise<Counts> {
  const db = await rawDb(t.payload)
  const rows = await db.all<{ word: string; docs: number; titles: number }>(
    sql`SELECT word, docs, titles FROM search_counts WHERE docs <> 0 OR titles <> 0`,
  )
  return Object.fromEntries(
    rows.map((row) => [row.word, { docs: Number(row.docs), titles: Number(row.titles) }]),
  )
}

/** The counts worked out afresh from the whole index, by the database's own search engine. */
async function recounted(): Promise<Counts> {
  const db = await rawDb(t.payload)
  const counts: Counts = {}
  const add = (rows: { word: string; n: number }[], field: 'docs' | 'titles') => {
    for (const { word, n } of rows) {
      counts[word] ??= { docs: 0, titles: 0 }
      counts[word][field] = Number(n)
    }
  }
  if (db.dialect === 'postgres') {
    const perWord = (vector: string) =>
      db.all<{ word: string; n: number }>(sql`SELECT word, count(*) AS n
        FROM search_docs, unnest(tsvector_to_array(${sql.raw(vector)})) AS word GROUP BY word`)
    add(await perWord('doc_vec'), 'docs')
    add(await perWord('title_vec'), 'titles')
    return counts
  }
  await db.run(sql`CREATE VIRTUAL TABLE IF NOT EXISTS search_instances
    USING fts5vocab(search_fts, 'instance')`)
  const perToken = (group: string, columns: string[]) =>
    db.all<{ word: string; n: number }>(sql`SELECT ${`${group}:`} || term AS word,
      count(DISTINCT doc) AS n FROM search_instances
      WHERE col IN (${sql.join(
        columns.map((column) => sql`${column}`),
        sql`, `,
      )}) GROUP BY term`)
  add(await perToken('s', ['t_stem', 'b_stem', 't_alt', 'b_alt']), 'docs')
  add(await perToken('w', ['t_word', 'b_word']), 'docs')
  add(await perToken('s', ['t_stem', 't_alt']), 'titles')
  add(await perToken('w', ['t_word']), 'titles')
  return counts
}

const expectTrue = async () => expect(await kept()).toEqual(await recounted())

const system = () => ({ overrideAccess: true, context: { disableRevalidate: true } }) as const
const update = (id: number, data: Record<string, unknown>, trash = false) =>
  t.payload.update({ collection: 'produk', id, data, trash, ...system() })
const inHour = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString()

describe('the word counts', () => {
  it('stay true through create, update, schedule, unpublish, trash, restore and delete', async () => {
    await expectTrue()
    const created = await t.payload.create({
      collection: 'produk',
      data: {
        judul: 'Tabungan Delima Menabung',
        subJudul: 'Produk syariah',
        deskripsi: 'Simpanan delima untuk menabung setiap bulan.',
      },
      ...system(),
    })
    await expectTrue()
    await update(created.id, { judul: 'Tabungan Nilam', deskripsi: 'Simpanan nilam, akad wadiah.' })
    await expectTrue()

    // Scheduled for later: out of the index; then its time comes.
    await update(created.id, { terbitPada: inHour(2) })
    expect((await searchSite(t.payload, 'nilam', { page: 1, limit: 10 })).total).toBe(0)
    await expectTrue()
    await update(created.id, { terbitPada: inHour(-1) })
    await reindexRecord(t.payload, 'produk', created.id)
    expect((await searchSite(t.payload, 'nilam', { page: 1, limit: 10 })).total).toBe(1)
    await expectTrue()

    // Unpublished (taken down), then back.
    await update(created.id, { tarikPada: inHour(-0.5) })
    expect((await searchSite(t.payload, 'nilam', { page: 1, limit: 10 })).total).toBe(0)
    await expectTrue()
    await update(created.id, { tarikPada: null })
    await expectTrue()

    await update(created.id, { deletedAt: new Date().toISOString() })
    expect((await searchSite(t.payload, 'nilam', { page: 1, limit: 10 })).total).toBe(0)
    await expectTrue()
    await update(created.id, { deletedAt: null }, true)
    expect((await searchSite(t.payload, 'nilam', { page: 1, limit: 10 })).total).toBe(1)
    await expectTrue()

    await t.payload.delete({ collection: 'produk', id: created.id, ...system() })
    expect((await searchSite(t.payload, 'nilam', { page: 1, limit: 10 })).total).toBe(0)
    await expectTrue()
  })
})

describe('a search past the cap', () => {
  /** Straight into the index: thousands of records through Payload would take minutes. */
  async function put(count: number, make: (i: number) => Omit<SearchDoc, 'kind' | 'url'>) {
    const store = await searchStore(t.payload)
    for (let i = 0; i < count; i++) {
      const doc = make(i)
      await store.put({ ...doc, kind: 'news', url: `/news/${doc.ref}` })
    }
  }
  const minute = (i: number) => new Date(Date.UTC(2004, 0, 1) + i * 60_000).toISOString()

  it('counts two common words exactly where they seldom meet', async () => {
    const many = SEARCH_RESULTS_MAX + 20
    await put(many, (i) => ({
      ref: `a${i}`,
      title: `Apel ${i}`,
      body: 'Buah apel.',
      date: minute(i),
    }))
    await put(many, (i) => ({
      ref: `j${i}`,
      title: `Jeruk ${i}`,
      body: i < 5 ? 'Buah jeruk dan apel.' : 'Buah jeruk.',
      date: minute(i),
    }))
    const found = await searchSite(t.payload, 'apel jeruk', { page: 1, limit: 10 })
    expect(found).toMatchObject({ total: 5, more: false, totalPages: 1 })
    expect(await searchSite(t.payload, 'apel', { page: 1, limit: 10 })).toMatchObject({
      total: SEARCH_RESULTS_MAX,
      more: true,
    })
    await expectTrue()
  })

  it('says "Lebih dari 1.000 hasil" and ends the pager at the 1,000th', async () => {
    const render = async (query: string) =>
      renderToStaticMarkup(
        await CariPage({ params: Promise.resolve({ keptQuery: encodeURIComponent(query) }) }),
      )
    const first = await render('q=apel')
    expect(first).toContain('Lebih dari 1.000 hasil')
    expect(first).toContain('href="/cari?q=apel&amp;page=100"')
    expect(first).not.toContain('page=101')

    // The last page a visitor can reach is full, and the pager ends there.
    const last = await render('q=apel&page=100')
    expect(last).toContain('Lebih dari 1.000 hasil')
    expect(last.match(/<article/g)).toHaveLength(10)
    expect(last).not.toContain('page=101')
    expect(await render('q=apel&page=101')).toEqual(last)

    // A count under the cap says the number.
    expect(await render('q=apel%20jeruk')).toContain('5 hasil')
  })
})

describe('the migration', () => {
  it('builds the counts from the pages already in the index', async () => {
    const migration = t.payload.db.name === 'postgres' ? postgresMigration : sqliteMigration
    const args = { db: t.payload.db.drizzle, payload: t.payload, req: {} } as never
    const before = await kept()
    expect(Object.keys(before).length).toBeGreaterThan(100)
    await migration.down(args)
    await migration.up(args)
    expect(await kept()).toEqual(before)
    await expectTrue()
  })
})
