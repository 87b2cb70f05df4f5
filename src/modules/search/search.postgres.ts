import { type SQL, sql } from 'drizzle-orm'

import type { SqlRunner } from './search.sql'
import { type RawRow, type SearchStore, toPage } from './search.store'
import { type QueryTerm, recoded, stem, words } from './search.text'
import type { SearchDoc } from './search.types'

/*
 * PostgreSQL: the `indonesian` text search configuration stems; the words as written ('simple')
 * sit beside the stems for prefixes, and the recoded second stems (search.text.ts) beside both.
 * The visitor's words reach the database only as parameters of websearch_to_tsquery, or of
 * to_tsquery('simple') once reduced to letters and digits, so no tsquery operator gets through.
 * `search_words` is the vocabulary that pg_trgm searches for a suggestion.
 */

const alts = (text: string) =>
  words(text)
    .map((word) => recoded(word, stem(word)))
    .filter(Boolean)
    .join(' ')

const vector = (text: string) =>
  sql`to_tsvector('indonesian', ${text}) || to_tsvector('simple', ${text}) || to_tsvector('simple', ${alts(text)})`

function termQuery(term: QueryTerm): SQL {
  if (term.kind === 'phrase') {
    return sql`websearch_to_tsquery('indonesian', ${`"${term.words.join(' ')}"`})`
  }
  const options = [sql`websearch_to_tsquery('indonesian', ${term.word})`]
  const other = recoded(term.word)
  if (other) options.push(sql`to_tsquery('simple', ${other})`)
  if (term.prefix) options.push(sql`to_tsquery('simple', ${`${term.word}:*`})`)
  return sql`(${sql.join(options, sql` || `)})`
}

const tsquery = (terms: QueryTerm[]) =>
  sql.join(
    terms.map((term) => termQuery(term)),
    sql` && `,
  )

/** Words worth suggesting: no numbers, no two-letter words. */
const vocabulary = (doc: SearchDoc) =>
  [...new Set(words(`${doc.title} ${doc.body}`))].filter(
    (word) => word.length >= 3 && !/\p{N}/u.test(word),
  )

export function postgresStore(db: SqlRunner): SearchStore {
  return {
    async put(doc) {
      await db.run(sql`
        INSERT INTO search_docs (kind, ref, title, body, url, date, title_vec, doc_vec)
        VALUES (${doc.kind}, ${doc.ref}, ${doc.title}, ${doc.body}, ${doc.url}, ${doc.date},
          ${vector(doc.title)},
          setweight(${vector(doc.title)}, 'A') || setweight(${vector(doc.body)}, 'D'))
        ON CONFLICT (kind, ref) DO UPDATE SET title = excluded.title, body = excluded.body,
          url = excluded.url, date = excluded.date, title_vec = excluded.title_vec,
          doc_vec = excluded.doc_vec`)
      await db.run(sql`
        INSERT INTO search_words (word)
        SELECT jsonb_array_elements_text(${JSON.stringify(vocabulary(doc))}::jsonb)
        ON CONFLICT DO NOTHING`)
    },

    async remove(kind, ref) {
      await db.run(sql`DELETE FROM search_docs WHERE kind = ${kind} AND ref = ${ref}`)
    },

    async query(terms, limit, offset) {
      // ts_rank weighs the title (A) 1.0 and the body (D) 0.1; a whole-title match lifts a page
      // above every body match. Only the page's rows are read whole.
      const rows = await db.all<RawRow>(sql`
        WITH q AS (SELECT ${tsquery(terms)} AS q),
        ranked AS (
          SELECT id, date, count(*) OVER () AS total,
            (title_vec @@ q.q)::int + ts_rank(doc_vec, q.q) / (1 + ts_rank(doc_vec, q.q)) AS score
          FROM search_docs, q
          WHERE doc_vec @@ q.q
          ORDER BY score DESC, date DESC
          LIMIT ${limit} OFFSET ${offset}
        )
        SELECT d.kind, d.title, d.body, d.url, d.date, r.score, r.total
        FROM ranked r JOIN search_docs d ON d.id = r.id
        ORDER BY r.score DESC, r.date DESC`)
      return toPage(rows)
    },

    async nearWords(word) {
      const rows = await db.all<{ word: string }>(sql`
        SELECT word FROM search_words WHERE word % ${word}
        ORDER BY similarity(word, ${word}) DESC, word LIMIT 5`)
      return rows.map((row) => row.word)
    },
  }
}
