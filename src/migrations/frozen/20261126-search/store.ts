import { sql } from 'drizzle-orm'

import type { IndexDoc } from './records'
import type { Runner } from './sql'
import { recoded, stem, words } from './text'

/*
 * How a page entered the index on 2026-11-26 (then src/modules/search/search.sqlite.ts and
 * search.postgres.ts, the schema of the migrations 20261126_search and _search_paging).
 */

/** SQLite: a page's id is its date in seconds times 2^20 plus a counter, newest first in FTS5. */
const PER_SECOND = 2 ** 20
const idBase = (date: string) => Math.floor((Date.parse(date) || 0) / 1000) * PER_SECOND

function parts(text: string) {
  const found = words(text)
  const stems = found.map((word) => stem(word))
  return {
    stem: stems.join(' '),
    word: found.join(' '),
    alt: found
      .map((word, i) => recoded(word, stems[i]))
      .filter(Boolean)
      .join(' '),
  }
}

async function putSqlite(db: Runner, doc: IndexDoc) {
  const base = idBase(doc.date)
  await db.run(sql`
    DELETE FROM search_fts
    WHERE rowid = (SELECT id FROM search_docs WHERE kind = ${doc.kind} AND ref = ${doc.ref})`)
  const [row] = await db.all<{ id: number }>(sql`
    INSERT INTO search_docs (id, kind, ref, title, body, url, date)
    VALUES (
      coalesce(
        (SELECT id FROM search_docs WHERE kind = ${doc.kind} AND ref = ${doc.ref}
          AND id >= ${base} AND id < ${base + PER_SECOND}),
        (SELECT max(id) + 1 FROM search_docs WHERE id >= ${base} AND id < ${base + PER_SECOND}),
        ${base}),
      ${doc.kind}, ${doc.ref}, ${doc.title}, ${doc.body}, ${doc.url}, ${doc.date})
    ON CONFLICT (kind, ref) DO UPDATE SET id = excluded.id, title = excluded.title,
      body = excluded.body, url = excluded.url, date = excluded.date
    RETURNING id`)
  const title = parts(doc.title)
  const body = parts(doc.body)
  await db.run(sql`
    INSERT INTO search_fts (rowid, t_stem, b_stem, t_word, b_word, t_alt, b_alt)
    VALUES (${row.id}, ${title.stem}, ${body.stem}, ${title.word}, ${body.word},
      ${title.alt}, ${body.alt})`)
}

/** PostgreSQL: `indonesian` stems, the words as written, and the recoded stems. */
const alts = (text: string) =>
  words(text)
    .map((word) => recoded(word, stem(word)))
    .filter(Boolean)
    .join(' ')

const vector = (text: string) =>
  sql`to_tsvector('indonesian', ${text}) || to_tsvector('simple', ${text}) || to_tsvector('simple', ${alts(text)})`

const vocabulary = (doc: IndexDoc) =>
  [...new Set(words(`${doc.title} ${doc.body}`))].filter(
    (word) => word.length >= 3 && !/\p{N}/u.test(word),
  )

async function putPostgres(db: Runner, doc: IndexDoc) {
  await db.run(sql`
    INSERT INTO search_docs (kind, ref, title, body, url, date, title_vec, doc_vec)
    VALUES (${doc.kind}, ${doc.ref}, ${doc.title}, ${doc.body}, ${doc.url}, ${doc.date},
      ${vector(doc.title)},
      ${vector(doc.title)} || ${vector(doc.body)})
    ON CONFLICT (kind, ref) DO UPDATE SET title = excluded.title, body = excluded.body,
      url = excluded.url, date = excluded.date, title_vec = excluded.title_vec,
      doc_vec = excluded.doc_vec`)
  await db.run(sql`
    INSERT INTO search_words (word)
    SELECT jsonb_array_elements_text(${JSON.stringify(vocabulary(doc))}::jsonb)
    ON CONFLICT DO NOTHING`)
}

export const put = (db: Runner, doc: IndexDoc) =>
  db.dialect === 'postgres' ? putPostgres(db, doc) : putSqlite(db, doc)
