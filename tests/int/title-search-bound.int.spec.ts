import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import * as news from '@/app/api/news/route'
import { queryRows, TITLE_MATCHES_MAX } from '@/lib/page-query'
import { getPublicContext } from '@/lib/payload'
import { findRecordPage } from '@/modules/content/content.service'

import { call, file } from '../helpers/api-client'
import { signInAdmin } from '../helpers/sign-in'
import { makeImage } from '../helpers/files'
import { startTestPayload, type TestPayload } from '../helpers/test-payload'

/*
 * SPEC's title filter with a word most titles hold: the count stops one past TITLE_MATCHES_MAX
 * instead of reading every match, as the site search does, and the pages come newest first.
 */

const COMMON = TITLE_MATCHES_MAX + 200
const RARE = 3
/** Columns each clone makes its own, so unique indexes hold. */
const UNIQUE = ['slug', 'filename', 'sizes_card_filename', 'sizes_large_filename']

let t: TestPayload

beforeAll(async () => {
  t = await startTestPayload()
  const token = await signInAdmin()
  const res = await call(news.POST, '/api/news', {
    method: 'POST',
    token,
    form: {
      judul: 'Kabar Syariah 0',
      kategori: 'Pengumuman',
      isisatu: 'Isi satu.',
      isidua: 'Isi dua.',
      dibuatPada: '2026-01-01',
      thumbnail: file(await makeImage('png'), 't.png', 'image/png'),
    },
  })
  expect(res.status).toBe(201)
  // The rest are SQL copies of that one, each a day older; RARE of them say 'Langka'.
  const [{ id }] = await queryRows<{ id: number }>(t.payload, sql`SELECT id FROM news`)
  const columns = (
    await queryRows<Record<string, unknown>>(t.payload, sql`SELECT * FROM news WHERE id = ${id}`)
  ).flatMap((row) => Object.keys(row).filter((name) => name !== 'id'))
  const postgres = t.payload.db.name === 'postgres'
  const value = (name: string) => {
    if (UNIQUE.includes(name)) return sql`${sql.identifier(name)} || '-' || n.i`
    if (name === 'judul')
      return sql`CASE WHEN n.i <= ${RARE} THEN 'Kabar Langka ' ELSE 'Kabar Syariah ' END || n.i`
    if (name === 'dibuat_pada' || name === 'created_at')
      return postgres
        ? sql`${sql.identifier(name)} - n.i * interval '1 day'`
        : sql`strftime('%Y-%m-%dT%H:%M:%fZ', ${sql.identifier(name)}, '-' || n.i || ' days')`
    return sql.identifier(name)
  }
  await queryRows(
    t.payload,
    sql`INSERT INTO news (${sql.join(
      columns.map((name) => sql.identifier(name)),
      sql`, `,
    )})
      WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${COMMON + RARE - 1})
      SELECT ${sql.join(columns.map(value), sql`, `)} FROM news, n WHERE news.id = ${id}`,
  )
}, 180_000)

afterAll(async () => {
  await t?.close()
})

describe('a title search on a word most news hold', () => {
  it('counts up to the bound and says there are more, pages newest first', async () => {
    const ctx = await getPublicContext()
    const first = await findRecordPage(ctx, 'news', { q: 'syariah' }, { page: 1, limit: 9 })
    expect(first.more).toBe(true)
    expect(first.total).toBe(TITLE_MATCHES_MAX)
    expect(first.totalPages).toBe(Math.ceil(TITLE_MATCHES_MAX / 9))
    expect(first.items.map((n) => n.judul)).toEqual([
      'Kabar Syariah 0',
      ...Array.from({ length: 8 }, (_, i) => `Kabar Syariah ${RARE + 1 + i}`),
    ])
    // A page past the bound is the last page within it.
    const last = await findRecordPage(ctx, 'news', { q: 'syariah' }, { page: 500, limit: 9 })
    expect(last.page).toBe(first.totalPages)
    expect(last.items).toHaveLength(TITLE_MATCHES_MAX - (first.totalPages - 1) * 9)
  })

  it('counts a rare word exactly, newest first', async () => {
    const ctx = await getPublicContext()
    const page = await findRecordPage(ctx, 'news', { q: 'LANGKA' }, { page: 1, limit: 9 })
    expect(page.more).toBeUndefined()
    expect(page.total).toBe(RARE)
    expect(page.items.map((n) => n.judul)).toEqual([
      'Kabar Langka 1',
      'Kabar Langka 2',
      'Kabar Langka 3',
    ])
  })

  it('gives the API the bounded count', async () => {
    const res = await call(news.GET, '/api/news?q=syariah&page=1&limit=10')
    expect(res.status).toBe(200)
    expect(res.headers.get('x-total-count')).toBe(String(TITLE_MATCHES_MAX))
    expect(res.data).toHaveLength(10)
  })
})
