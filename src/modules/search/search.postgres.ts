import { type SQL, sql } from 'drizzle-orm'

import type { RawDb } from '@/lib/raw-db'

import { SEARCH_RESULTS_MAX } from './search.rules'
import { type RawRow, type SearchStore, tierSlices, toRows } from './search.store'
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
  sql`(${sql.join(
    terms.map((term) => termQuery(term)),
    sql` && `,
  )})`

/** Words worth suggesting: no numbers, no two-letter words. */
const vocabulary = (doc: SearchDoc) =>
  [...new Set(words(`${doc.title} ${doc.body}`))].filter(
    (word) => word.length >= 3 && !/\p{N}/u.test(word),
  )

type Slice = { limit: number; offset: number }

/*
 * Paging by date without reading every match. The query sits in a MATERIALIZED CTE, so the
 * planner cannot see its words: its statistics guess pairs of words as if they were
 * independent, and a wrong guess walks the whole table for a pair that never meets. Hidden, a
 * match always goes through the GIN indexes, whose cost grows only with the matches counted,
 * and the path is chosen here from those exact counts.
 */
const withQuery = (terms: QueryTerm[]) =>
  sql`WITH q AS MATERIALIZED (SELECT ${tsquery(terms)} AS q)`

/** How many rows meet `condition`, counted up to `max`. */
const countUpTo = (condition: SQL, max: number) =>
  sql`(SELECT count(*) FROM (SELECT 1 FROM search_docs d WHERE ${condition} LIMIT ${max}) s)`

/** One slice of rows `d`, newest first, as a result shows them; `titled` says their tier. */
const page = (rows: SQL, slice: Slice, titled: boolean) =>
  sql`SELECT d.kind, d.title, d.body, d.url, d.date, ${sql.raw(String(titled))} AS titled
    FROM ${rows}
    ORDER BY d.date DESC, d.id DESC LIMIT ${slice.limit} OFFSET ${slice.offset}`

/**
 * Every match found through the GIN indexes, then sorted: for up to SEARCH_RESULTS_MAX matches.
 * OFFSET 0 keeps the LIMIT from tempting the planner into the date index.
 */
const sortedMatches = (condition: SQL) =>
  sql`(SELECT d.id, d.kind, d.title, d.body, d.url, d.date FROM search_docs d
    WHERE ${condition} OFFSET 0) d`

/**
 * Rows newest first along the date index, at most WALK of them: when matches are many, a page
 * of them is among the newest rows, and this reads far fewer rows than sorting every match.
 */
const WALK = 2000
const newestMatches = (condition: SQL) =>
  sql`(SELECT * FROM search_docs ORDER BY date DESC, id DESC LIMIT ${WALK}) d WHERE ${condition}`

/** The query, read once per statement; not a join, which would lose the walk's order. */
const Q = sql`(SELECT q FROM q)`
const IN_TITLE = sql`d.title_vec @@ ${Q}`
const IN_BODY_ONLY = sql`d.doc_vec @@ ${Q} AND NOT d.title_vec @@ ${Q}`

export function postgresStore(db: RawDb): SearchStore {
  return {
    async put(doc) {
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
    },

    async remove(kind, ref) {
      await db.run(sql`DELETE FROM search_docs WHERE kind = ${kind} AND ref = ${ref}`)
    },

    async query(terms, limit, offset) {
      const q = withQuery(terms)
      const [counts] = await db.all<{ total: string; titled: string }>(sql`${q}
        SELECT ${countUpTo(sql`d.doc_vec @@ ${Q}`, SEARCH_RESULTS_MAX + 1)} AS total,
          ${countUpTo(IN_TITLE, SEARCH_RESULTS_MAX + 1)} AS titled`)
      const total = Number(counts.total)
      const titled = Number(counts.titled)
      const slices = tierSlices(titled, limit, offset)
      /** One tier's slice; `many` when more than SEARCH_RESULTS_MAX of its pages match. */
      const readSlice = async (condition: SQL, slice: Slice, many: boolean, inTitle: boolean) => {
        if (slice.limit === 0) return []
        const read = (rows: SQL) => db.all<RawRow>(sql`${q} ${page(rows, slice, inTitle)}`)
        if (many) {
          const found = await read(newestMatches(condition))
          // Matches old enough to lie past the walk: sort them all after all.
          if (found.length === slice.limit) return found
        }
        return read(sortedMatches(condition))
      }
      const rows = [
        ...(await readSlice(IN_TITLE, slices.title, titled > SEARCH_RESULTS_MAX, true)),
        // Past the count's end the other tier's size is unknown: taken as many.
        ...(total === titled
          ? []
          : await readSlice(IN_BODY_ONLY, slices.body, total > SEARCH_RESULTS_MAX, false)),
      ]
      return {
        rows: toRows(rows),
        total: Math.min(total, SEARCH_RESULTS_MAX),
        more: total > SEARCH_RESULTS_MAX,
      }
    },

    async nearWords(word) {
      const rows = await db.all<{ word: string }>(sql`
        SELECT word FROM search_words WHERE word % ${word}
        ORDER BY similarity(word, ${word}) DESC, word LIMIT 5`)
      return rows.map((row) => row.word)
    },
  }
}
