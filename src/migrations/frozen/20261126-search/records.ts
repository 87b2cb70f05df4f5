import { type SQL, sql } from 'drizzle-orm'

import type { Runner } from './sql'

/*
 * The searched records as they stood on 2026-11-26, read straight from their tables (the schema
 * of the migrations up to 20261126_search), and turned into index rows as the site search did
 * then (src/modules/search/search.documents.ts, fed by Payload's read of the records). Only
 * these tables and columns are read, so a later table or column cannot stop the migration.
 */

export type IndexDoc = {
  kind: 'produk' | 'news' | 'laporan' | 'profil'
  ref: string
  title: string
  body: string
  url: string
  date: string
}

type Id = number | string
type Text = string | null

const join = (...parts: (string | null | undefined)[]) =>
  parts.filter((part): part is string => Boolean(part?.trim())).join('\n')

/** A date column as Payload handed it on: an ISO string in UTC. */
const iso = (value: unknown) => new Date(value as string | Date).toISOString()

/** Records read at a time, by id: no table is ever held whole. */
const BATCH = 500

async function* batches<T extends { id: Id }>(db: Runner, select: (after: Id) => SQL) {
  for (let after: Id = 0; ;) {
    const rows: T[] = await db.all<T>(sql`${select(after)} ORDER BY id LIMIT ${BATCH}`)
    if (rows.length === 0) return
    yield rows
    after = rows[rows.length - 1].id
  }
}

/** Rows of an array field, in their order, grouped by the record they belong to. */
async function arrayRows<T extends { parent: Id }>(db: Runner, select: SQL) {
  const byParent = new Map<string, T[]>()
  for (const row of await db.all<T>(sql`${select} ORDER BY _parent_id, _order`)) {
    const key = String(row.parent)
    byParent.set(key, [...(byParent.get(key) ?? []), row])
  }
  return (parent: Id) => byParent.get(String(parent)) ?? []
}

type Produk = { id: Id; judul: string; slug: Text; sub_judul: Text; deskripsi: Text; d: string }

export async function* produkDocs(db: Runner): AsyncGenerator<IndexDoc> {
  const rows = batches<Produk>(
    db,
    (after) => sql`SELECT id, judul, slug, sub_judul, deskripsi, created_at AS d
      FROM produk WHERE id > ${after}`,
  )
  for await (const batch of rows) {
    const first = batch[0].id
    const last = batch[batch.length - 1].id
    const keunggulan = await arrayRows<{ parent: Id; label: string }>(
      db,
      sql`SELECT _parent_id AS parent, label FROM produk_keunggulan
        WHERE _parent_id >= ${first} AND _parent_id <= ${last}`,
    )
    for (const doc of batch) {
      yield {
        kind: 'produk',
        ref: String(doc.id),
        title: doc.judul,
        body: join(doc.sub_judul, doc.deskripsi, ...keunggulan(doc.id).map((k) => k.label)),
        url: `/produk/${doc.slug ?? doc.id}`,
        date: iso(doc.d),
      }
    }
  }
}

type News = {
  id: Id
  judul: string
  slug: Text
  kategori: Text
  kutipan: Text
  isisatu: Text
  isidua: Text
  d: string
}

export async function* newsDocs(db: Runner): AsyncGenerator<IndexDoc> {
  const rows = batches<News>(
    db,
    (after) => sql`SELECT id, judul, slug, kategori, kutipan, isisatu, isidua, dibuat_pada AS d
      FROM news WHERE id > ${after}`,
  )
  for await (const batch of rows) {
    for (const doc of batch) {
      yield {
        kind: 'news',
        ref: String(doc.id),
        title: doc.judul,
        body: join(doc.kategori, doc.kutipan, doc.isisatu, doc.isidua),
        url: `/news/${doc.slug ?? doc.id}`,
        date: iso(doc.d),
      }
    }
  }
}

type Laporan = { id: Id; judul: string; jenis: string; filename: Text; d: string }

export async function* laporanDocs(db: Runner): AsyncGenerator<IndexDoc> {
  const rows = batches<Laporan>(
    db,
    (after) =>
      sql`SELECT id, judul, jenis, filename, tanggal AS d FROM laporan WHERE id > ${after}`,
  )
  for await (const batch of rows) {
    for (const doc of batch) {
      const tanggal = iso(doc.d)
      yield {
        kind: 'laporan',
        ref: String(doc.id),
        title: doc.judul,
        body: join(`Laporan ${doc.jenis}`, `Tahun ${tanggal.slice(0, 4)}`),
        // The PDF's address as Payload made it under its API route (/cms-api; no server URL,
        // no S3 prefix: nothing wrote one); without a file, the list.
        url: doc.filename
          ? `/cms-api/laporan/file/${encodeURIComponent(doc.filename)}`
          : '/laporan-publikasi',
        date: tanggal,
      }
    }
  }
}
