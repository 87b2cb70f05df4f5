// Part of `npm run bench:search` (scripts/bench-search.mjs): grows a throw-away database, already
// migrated and seeded by the app, to the bench's size with SQL inserts of varied seed text, and
// puts every new page in the search index through the app's own index code. Prints the corpus's
// words (one per line) for the bench's queries. Run with tsx: node scripts/bench-search/fill.ts
// would not resolve the project's '@/…' imports.
//   tsx scripts/bench-search/fill.ts sqlite <file> <news> <produk> <laporan>
//   tsx scripts/bench-search/fill.ts postgres <url> <news> <produk> <laporan>
import { createClient } from '@libsql/client'
import { type SQL, sql } from 'drizzle-orm'
import { drizzle as drizzleLibsql } from 'drizzle-orm/libsql'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import pg from 'pg'

import { contentTypes } from '@/content-types'
import { postgresStore } from '@/modules/search/search.postgres'
import { rawDbOn } from '@/lib/raw-db'
import { sqliteStore } from '@/modules/search/search.sqlite'
import { words } from '@/modules/search/search.text'
import type { Laporan, News, Produk } from '@/payload-types'
import { laporanSeed } from '@/seed/data/laporan'
import { newsSeed } from '@/seed/data/news'
import { produkSeed } from '@/seed/data/produk'

import { seededRandom } from './random.mjs'

const [dialect, target, ...counts] = process.argv.slice(2)
const [newsCount, produkCount, laporanCount] = counts.map(Number)
if (!['sqlite', 'postgres'].includes(dialect) || !target || counts.length !== 3) {
  console.error('usage: fill.ts sqlite|postgres <file|url> <news> <produk> <laporan>')
  process.exit(2)
}

// A fixed seed: every run builds the same corpus.
const random = seededRandom(24)
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]

const sentences = [
  ...newsSeed.flatMap((n) => [n.kutipan ?? '', n.isisatu, n.isidua]),
  ...produkSeed.map((p) => p.deskripsi),
]
  .join(' ')
  .split(/(?<=[.!?])\s+/)
  .filter((s) => s.length > 20)
const titleWords = [...newsSeed, ...produkSeed, ...laporanSeed].flatMap((item) =>
  item.judul.split(' '),
)
const title = () =>
  Array.from({ length: 4 + Math.floor(random() * 4) }, () => pick(titleWords)).join(' ')
const prose = (n: number) => Array.from({ length: n }, () => pick(sentences)).join(' ')
const day = () =>
  new Date(
    Date.UTC(
      2018 + Math.floor(random() * 8),
      Math.floor(random() * 12),
      1 + Math.floor(random() * 28),
    ),
  ).toISOString()

type Db = {
  all<T>(query: SQL): Promise<T[]>
  run(query: SQL): Promise<void>
  close(): Promise<void>
}

async function connect(): Promise<Db & { store: ReturnType<typeof sqliteStore> }> {
  if (dialect === 'sqlite') {
    const client = createClient({ url: `file:${target}` })
    const runner = rawDbOn('sqlite', drizzleLibsql(client))
    return { ...runner, store: sqliteStore(runner), close: async () => client.close() }
  }
  const client = new pg.Client({ connectionString: target })
  await client.connect()
  const runner = rawDbOn('postgres', drizzlePg(client))
  return { ...runner, store: postgresStore(runner), close: () => client.end() }
}

const db = await connect()
// A failed insert's error holds the whole statement: only its cause is worth printing.
process.on('uncaughtException', (error: Error) => {
  console.error(error.cause ?? error.message)
  process.exit(1)
})

/** Copies of the seeded rows of `table`, each changed by `vary`, inserted `count` times. */
async function grow(
  table: string,
  count: number,
  vary: (row: Record<string, unknown>, i: number) => Record<string, unknown>,
  toDoc: (row: Record<string, unknown>) => Parameters<typeof db.store.put>[0],
) {
  const seeded = await db.all<Record<string, unknown>>(sql.raw(`SELECT * FROM ${table}`))
  const columns = Object.keys(seeded[0]).filter((c) => c !== 'id')
  const BATCH = 200
  for (let start = 0; start < count; start += BATCH) {
    await db.run(sql`BEGIN`)
    const rows = Array.from({ length: Math.min(BATCH, count - start) }, (_, k) => {
      const row = vary({ ...pick(seeded) }, start + k)
      // File names are unique; the copies point at no file, which no search reads.
      return row.filename ? { ...row, filename: `bench-${start + k}-${row.filename}` } : row
    })
    const values = sql.join(
      rows.map(
        (row) =>
          sql`(${sql.join(
            columns.map((c) => sql`${row[c] ?? null}`),
            sql`, `,
          )})`,
      ),
      sql`, `,
    )
    const inserted = await db.all<Record<string, unknown>>(
      sql`INSERT INTO ${sql.raw(table)} (${sql.raw(columns.map((c) => `"${c}"`).join(', '))}) VALUES ${values} RETURNING *`,
    )
    for (const row of inserted) await db.store.put(toDoc(row))
    await db.run(sql`COMMIT`)
  }
}

const TIMESTAMP = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/
const camel = (row: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(row).map(([key, value]) => [
      key.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase()),
      // Dates as Payload gives them (ISO), whether the driver answers a Date or PostgreSQL's text.
      value instanceof Date || (typeof value === 'string' && TIMESTAMP.test(value))
        ? new Date(value).toISOString()
        : value,
    ]),
  )

await grow(
  'news',
  newsCount,
  (row, i) => ({
    ...row,
    judul: title(),
    slug: `bench-berita-${i}`,
    kutipan: pick(sentences),
    isisatu: prose(4),
    isidua: prose(3),
    dibuat_pada: day(),
  }),
  (row) => ({
    kind: 'news' as const,
    ...contentTypes.news.search.doc(camel(row) as unknown as News),
  }),
)
await grow(
  'produk',
  produkCount,
  (row, i) => ({
    ...row,
    judul: title(),
    slug: `bench-produk-${i}`,
    sub_judul: pick(sentences).slice(0, 100),
    deskripsi: prose(3),
    created_at: day(),
  }),
  (row) => ({
    kind: 'produk' as const,
    ...contentTypes.produk.search.doc(camel(row) as unknown as Produk),
  }),
)
await grow(
  'laporan',
  laporanCount,
  (row) => ({
    ...row,
    judul: `${pick(laporanSeed).judul.replace(/\d{4}/, '')} ${title()}`,
    tanggal: day(),
  }),
  (row) => ({
    kind: 'laporan' as const,
    ...contentTypes.laporan.search.doc(camel(row) as unknown as Laporan),
  }),
)

// The words the bench draws its queries from.
const vocabulary = new Set(words(`${sentences.join(' ')} ${titleWords.join(' ')}`))
console.log([...vocabulary].filter((w) => w.length >= 4 && !/\d/.test(w)).join('\n'))
await db.close()
