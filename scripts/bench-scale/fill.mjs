// Grows a seeded database to the bench's size by cloning its demo rows through SQL: every clone
// gets its own title, slug, file name and an older date, so lists, searches and sitemaps see
// distinct items. Runs beside the server on SQLite (WAL) and PostgreSQL alike.
import { DatabaseSync } from 'node:sqlite'

import pg from 'pg'

const BATCH = 500
/** Columns made unique or moved per clone; every other column is copied as it is. */
const UNIQUE_TEXT = ['slug', 'filename', 'sizes_card_filename', 'sizes_large_filename']
const UNIQUE_TEXT_LAPORAN = ['filename', 'sizes_thumb_filename', 'sizes_card_filename']
const WORDS = ['Syariah', 'Amanah', 'Berkah', 'Umat', 'Mandiri', 'Sejahtera', 'Jogja', 'Nusantara']

/** A minimal query interface over node:sqlite or pg, so the cloning is written once. */
async function open(target) {
  if (target.sqlitePath) {
    const db = new DatabaseSync(target.sqlitePath)
    db.exec('PRAGMA busy_timeout = 10000')
    return {
      dialect: 'sqlite',
      all: async (text, params = []) => db.prepare(text).all(...params),
      run: async (text, params = []) => void db.prepare(text).run(...params),
      columns: async (table) =>
        db
          .prepare(`PRAGMA table_info("${table}")`)
          .all()
          .map((c) => c.name),
      close: async () => db.close(),
    }
  }
  const client = new pg.Client({ connectionString: target.databaseUrl })
  await client.connect()
  return {
    dialect: 'postgres',
    all: async (text, params = []) => (await client.query(toPg(text), params)).rows,
    run: async (text, params = []) => void (await client.query(toPg(text), params)),
    columns: async (table) =>
      (
        await client.query(
          'SELECT column_name FROM information_schema.columns WHERE table_name = $1 ORDER BY ordinal_position',
          [table],
        )
      ).rows.map((r) => r.column_name),
    close: async () => client.end(),
  }
}

/** `?` placeholders in PostgreSQL's numbered form. */
const toPg = (text) => {
  let n = 0
  return text.replace(/\?/g, () => `$${++n}`)
}

const shiftDate = (iso, days) => new Date(Date.parse(iso) - days * 86_400_000).toISOString()

/** Clones `table`'s rows until it holds `target` rows; returns the source id of each new row. */
async function cloneRows(db, table, target, vary) {
  const columns = (await db.columns(table)).filter((c) => c !== 'id')
  const sources = await db.all(`SELECT * FROM "${table}" ORDER BY id`)
  if (sources.length === 0 || sources.length >= target) return
  const rows = []
  for (let n = 1; sources.length + rows.length < target; n++) {
    for (const source of sources) {
      if (sources.length + rows.length >= target) break
      rows.push(vary({ ...source }, n, rows.length))
    }
  }
  await db.run('BEGIN')
  for (let i = 0; i < rows.length; i += BATCH) {
    const chunk = rows.slice(i, i + BATCH)
    const placeholders = chunk.map(() => `(${columns.map(() => '?').join(', ')})`).join(', ')
    const values = chunk.flatMap((row) =>
      columns.map((c) => {
        const v = row[c]
        return typeof v === 'bigint' ? Number(v) : v === undefined ? null : v
      }),
    )
    await db.run(
      `INSERT INTO "${table}" (${columns.map((c) => `"${c}"`).join(', ')}) VALUES ${placeholders}`,
      values,
    )
  }
  await db.run('COMMIT')
}

function varyCommon(row, n, index, uniqueColumns) {
  const tag = `c${n}-${index}`
  row.judul = `${row.judul} ${WORDS[index % WORDS.length]} ${n}`.slice(0, 200)
  for (const column of uniqueColumns) {
    if (row[column]) row[column] = String(row[column]).replace(/^([^.]*)/, `$1-${tag}`)
  }
  for (const column of ['created_at', 'updated_at']) {
    if (row[column]) row[column] = shiftDate(toIso(row[column]), n)
  }
  return row
}

const toIso = (value) => (value instanceof Date ? value.toISOString() : String(value))

/** Grows news, produk (with their advantages) and laporan to the given counts. */
export async function fillDatabase(target, sizes) {
  const db = await open(target)
  try {
    await cloneRows(db, 'news', sizes.news, (row, n, i) => {
      varyCommon(row, n, i, UNIQUE_TEXT)
      row.dibuat_pada = shiftDate(toIso(row.dibuat_pada), n)
      return row
    })
    await cloneRows(db, 'laporan', sizes.laporan, (row, n, i) => {
      varyCommon(row, n, i, UNIQUE_TEXT_LAPORAN)
      row.tanggal = shiftDate(toIso(row.tanggal), n * 30)
      return row
    })
    await cloneRows(db, 'produk', sizes.produk, (row, n, i) => varyCommon(row, n, i, UNIQUE_TEXT))
    // Each cloned product gets the advantages of the product it was cloned from.
    const advantages = await db.all('SELECT * FROM produk_keunggulan ORDER BY _parent_id, _order')
    const byParent = Map.groupBy(advantages, (a) => Number(a._parent_id))
    const products = await db.all(
      'SELECT p.id, p.slug FROM produk p WHERE NOT EXISTS (SELECT 1 FROM produk_keunggulan k WHERE k._parent_id = p.id)',
    )
    const originals = await db.all('SELECT id, slug FROM produk')
    const sourceOf = new Map(originals.map((p) => [p.slug, Number(p.id)]))
    const rows = []
    for (const product of products) {
      const sourceSlug = String(product.slug).replace(/-c\d+-\d+$/, '')
      for (const a of byParent.get(sourceOf.get(sourceSlug)) ?? []) {
        rows.push([a._order, Number(product.id), `${a.id}-${product.id}`, a.icon, a.label])
      }
    }
    await db.run('BEGIN')
    for (let i = 0; i < rows.length; i += BATCH) {
      const chunk = rows.slice(i, i + BATCH)
      await db.run(
        `INSERT INTO produk_keunggulan ("_order", "_parent_id", "id", "icon", "label") VALUES ${chunk.map(() => '(?, ?, ?, ?, ?)').join(', ')}`,
        chunk.flat(),
      )
    }
    await db.run('COMMIT')
    // What autovacuum does after a bulk load: statistics, and the visibility map that lets counts
    // read an index alone.
    if (db.dialect === 'postgres') await db.run('VACUUM ANALYZE')
    else await db.run('PRAGMA optimize')
    const [counts] = await db.all(
      'SELECT (SELECT count(*) FROM news) AS news, (SELECT count(*) FROM produk) AS produk, (SELECT count(*) FROM laporan) AS laporan',
    )
    return {
      news: Number(counts.news),
      produk: Number(counts.produk),
      laporan: Number(counts.laporan),
    }
  } finally {
    await db.close()
  }
}
