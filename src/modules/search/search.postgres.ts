import { type SQL, sql } from 'drizzle-orm'

import type { RawDb } from '@/lib/raw-db'

import {
  type CountChange,
  countChanges,
  type OptionCounts,
  type PageWords,
  queryBounds,
  tooMany,
} from './search.counts'
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

/** The query, read once per statement; not a join, which would lose the walk's order. */
const Q = sql`(SELECT q FROM q)`
const IN_TITLE = sql`d.title_vec @@ ${Q}`
const IN_BODY_ONLY = sql`d.doc_vec @@ ${Q} AND NOT d.title_vec @@ ${Q}`

/** One more than a search pages through: finding this many says there are more. */
const CAP = SEARCH_RESULTS_MAX + 1

/*
 * Every eighth run of 32 ids is a sample of the rows with a GIN index of its own (migration
 * 20261127_060000_search_sample): 1/8 of each word's postings, in runs that share heap pages. A
 * GIN index is read only by bitmap, which reads every posting of every word in the query before
 * the first row comes, whatever the LIMIT; so the sample is read first, and when a common word
 * fills the LIMIT there, the rest is never read.
 */
const IN_SAMPLE = sql.raw('(d.id / 32) % 8 = 0')

/**
 * Up to CAP matches (all of them, when there are no more than SEARCH_RESULTS_MAX), and their tier.
 */
const someMatches = sql`
  SELECT d.id, d.date, ${IN_TITLE} AS in_title FROM search_docs d
    WHERE ${IN_SAMPLE} AND d.doc_vec @@ ${Q}
  UNION ALL
  SELECT d.id, d.date, ${IN_TITLE} FROM search_docs d
    WHERE NOT ${IN_SAMPLE} AND d.doc_vec @@ ${Q}
  LIMIT ${CAP}`

/** Up to CAP title matches. */
const someTitleMatches = sql`SELECT d.id, d.date, true AS in_title FROM search_docs d
  WHERE ${IN_TITLE} LIMIT ${CAP}`

/**
 * The size of the matches `m` (at most CAP) and their title tier, and when `m` holds them all, one
 * slice of them in the order results show: titles first, newest first. The slice is sorted by id
 * and date alone, and only its rows are read whole: sorting whole rows would read every match's
 * long texts. A row with the counts comes even when the slice is empty.
 */
const countsAndSlice = (slice: Slice) => sql`
  SELECT c.total, c.titled, r.kind, r.title, r.body, r.url, r.date, p.in_title AS titled_row
  FROM (SELECT count(*) AS total, count(*) FILTER (WHERE in_title) AS titled FROM m) c
  LEFT JOIN LATERAL (SELECT m.id, m.date, m.in_title FROM m WHERE c.total < ${CAP}
    ORDER BY m.in_title DESC, m.date DESC, m.id DESC LIMIT ${slice.limit} OFFSET ${slice.offset}) p
    ON true
  LEFT JOIN search_docs r ON r.id = p.id
  ORDER BY p.in_title DESC, p.date DESC, p.id DESC`

/** A search's first statement: its matches counted up to CAP, and the slice when that is all. */
export const firstStatement = (terms: QueryTerm[], slice: Slice) =>
  sql`${withQuery(terms)}, m AS MATERIALIZED (${someMatches}) ${countsAndSlice(slice)}`

type CountedRow = Omit<RawRow, 'titled'> & {
  total: string
  titled: string
  titled_row: boolean | null
}

/** The counts of a countsAndSlice answer, and its rows. */
function counted(answer: CountedRow[]) {
  const [{ total, titled }] = answer
  const rows = answer
    .filter((row) => row.titled_row !== null)
    .map(({ total: _total, titled: _titled, titled_row, ...row }) => ({
      ...row,
      titled: Boolean(titled_row),
    }))
  return { total: Number(total), titled: Number(titled), rows }
}

/**
 * One slice of the matches `rows` (their id and date), newest first, and then what a result shows
 * of that slice alone.
 */
const page = (rows: SQL, slice: Slice, titled: boolean) =>
  sql`SELECT r.kind, r.title, r.body, r.url, r.date, ${sql.raw(String(titled))} AS titled
    FROM (SELECT d.id, d.date FROM ${rows}
      ORDER BY d.date DESC, d.id DESC LIMIT ${slice.limit} OFFSET ${slice.offset}) d
    JOIN search_docs r ON r.id = d.id
    ORDER BY d.date DESC, d.id DESC`

/**
 * Every match found through the GIN indexes, then sorted: when the walk falls short. OFFSET 0
 * keeps the LIMIT from tempting the planner into the date index.
 */
const sortedMatches = (condition: SQL) =>
  sql`(SELECT d.id, d.date FROM search_docs d WHERE ${condition} OFFSET 0) d`

/**
 * Rows newest first along the date index, at most WALK of them: when matches are many, a page
 * of them is among the newest rows, and this reads far fewer rows than sorting every match.
 */
const WALK = 2000
const newestMatches = (condition: SQL) =>
  sql`(SELECT id, date, title_vec, doc_vec FROM search_docs ORDER BY date DESC, id DESC
    LIMIT ${WALK}) d WHERE ${condition}`

/** One option's counts: every lexeme of `vector` is in a match (a word, its parts, a phrase). */
const lexemesOption = (term: number, vector: SQL) => sql`
  SELECT ${term}::int AS term, count(w.word) > 0 AS constrains,
    coalesce(min(coalesce(c.docs, 0)), 0) AS docs_upper,
    CASE WHEN count(w.word) = 1 THEN coalesce(max(c.docs), 0) ELSE 0 END AS docs_lower,
    coalesce(min(coalesce(c.titles, 0)), 0) AS titles_upper,
    CASE WHEN count(w.word) = 1 THEN coalesce(max(c.titles), 0) ELSE 0 END AS titles_lower
  FROM unnest(tsvector_to_array(${vector})) AS w(word)
  LEFT JOIN search_counts c ON c.word = w.word`

/** A prefix's counts: a match holds one of the words it begins (letters and digits only). */
const prefixOption = (term: number, word: string) => sql`
  SELECT ${term}::int, true, coalesce(sum(docs), 0), coalesce(max(docs), 0),
    coalesce(sum(titles), 0), coalesce(max(titles), 0)
  FROM search_counts WHERE word LIKE ${`${word}%`}`

/** The options of every term, as termQuery builds them. */
function optionsCounts(terms: QueryTerm[]): SQL {
  const options = terms.flatMap((term, i) => {
    if (term.kind === 'phrase') {
      return [lexemesOption(i, sql`to_tsvector('indonesian', ${term.words.join(' ')})`)]
    }
    const own = [lexemesOption(i, sql`to_tsvector('indonesian', ${term.word})`)]
    const other = recoded(term.word)
    if (other) own.push(lexemesOption(i, sql`to_tsvector('simple', ${other})`))
    if (term.prefix) own.push(prefixOption(i, term.word))
    return own
  })
  return sql.join(
    options.map((option) => sql`(${option})`),
    sql` UNION ALL `,
  )
}

type VectorWords = { all_words: string[]; title_words: string[] }

const pageWords = (row: VectorWords | undefined): PageWords | null =>
  row ? { all: row.all_words, title: row.title_words } : null

const WORDS_OF_ROW = sql`tsvector_to_array(doc_vec) AS all_words,
  tsvector_to_array(title_vec) AS title_words`

/**
 * Adds a page's changes to the counts. The most common words are in nearly every page, so writers
 * wait for each other on their rows until commit anyway; one lock for all of them, taken first,
 * keeps a write of several pages (the profile pages) from deadlocking with another.
 */
async function applyCounts(db: RawDb, changes: CountChange[]) {
  if (changes.length === 0) return
  await db.run(sql`SELECT pg_advisory_xact_lock(hashtext('search_counts'))`)
  await db.run(sql`
    INSERT INTO search_counts (word, docs, titles)
    SELECT word, docs, titles FROM jsonb_to_recordset(${JSON.stringify(changes)}::jsonb)
      AS c(word text, docs int, titles int)
    ORDER BY word COLLATE "C"
    ON CONFLICT (word) DO UPDATE SET docs = search_counts.docs + excluded.docs,
      titles = search_counts.titles + excluded.titles`)
}

export function postgresStore(db: RawDb): SearchStore {
  return {
    async put(doc) {
      const title = vector(doc.title)
      const all = sql`${vector(doc.title)} || ${vector(doc.body)}`
      // A new page, or else the row as it stands once no other write holds it: its words before
      // and after are then exactly what the counts change by.
      const [added] = await db.all<VectorWords>(sql`
        INSERT INTO search_docs (kind, ref, title, body, url, date, title_vec, doc_vec)
        VALUES (${doc.kind}, ${doc.ref}, ${doc.title}, ${doc.body}, ${doc.url}, ${doc.date},
          ${title}, ${all})
        ON CONFLICT (kind, ref) DO NOTHING
        RETURNING ${WORDS_OF_ROW}`)
      if (added) {
        await applyCounts(db, countChanges(null, pageWords(added)))
      } else {
        const where = sql`WHERE kind = ${doc.kind} AND ref = ${doc.ref}`
        const [before] = await db.all<VectorWords>(
          sql`SELECT ${WORDS_OF_ROW} FROM search_docs ${where} FOR UPDATE`,
        )
        const [after] = await db.all<VectorWords>(sql`
          UPDATE search_docs SET title = ${doc.title}, body = ${doc.body}, url = ${doc.url},
            date = ${doc.date}, title_vec = ${title}, doc_vec = ${all}
          ${where} RETURNING ${WORDS_OF_ROW}`)
        await applyCounts(db, countChanges(pageWords(before), pageWords(after)))
      }
      await db.run(sql`
        INSERT INTO search_words (word)
        SELECT jsonb_array_elements_text(${JSON.stringify(vocabulary(doc))}::jsonb)
        ON CONFLICT DO NOTHING`)
    },

    async remove(kind, ref) {
      const [before] = await db.all<VectorWords>(
        sql`DELETE FROM search_docs WHERE kind = ${kind} AND ref = ${ref} RETURNING ${WORDS_OF_ROW}`,
      )
      await applyCounts(db, countChanges(pageWords(before), null))
    },

    async query(terms, limit, offset) {
      const q = withQuery(terms)
      const wanted = { limit, offset }
      const bounds = queryBounds(await db.all<OptionCounts>(optionsCounts(terms)))
      if (bounds.docs.upper === 0) return { rows: [], total: 0, more: false }
      if (!tooMany(bounds.docs)) {
        // Most searches end here: no more than SEARCH_RESULTS_MAX matches, so all are at hand.
        const found = counted(await db.all<CountedRow>(firstStatement(terms, wanted)))
        if (found.total < CAP) return { rows: toRows(found.rows), total: found.total, more: false }
      }

      // More match: the title tier, counted and sliced the same way (unless its count is known to
      // pass CAP), then the walks.
      const inTitle = tooMany(bounds.titles)
        ? { total: CAP, titled: CAP, rows: [] }
        : bounds.titles.upper === 0
          ? { total: 0, titled: 0, rows: [] }
          : counted(
              await db.all<CountedRow>(sql`${q}, m AS MATERIALIZED (${someTitleMatches})
              ${countsAndSlice(wanted)}`),
            )
      const slices = tierSlices(inTitle.total, limit, offset)
      /** A slice of a tier with more than SEARCH_RESULTS_MAX matches: a walk, else a sort. */
      const readSlice = async (condition: SQL, slice: Slice, titled: boolean) => {
        if (slice.limit === 0) return []
        const read = (rows: SQL) => db.all<RawRow>(sql`${q} ${page(rows, slice, titled)}`)
        const newest = await read(newestMatches(condition))
        // Matches old enough to lie past the walk: sort them all after all.
        return newest.length === slice.limit ? newest : read(sortedMatches(condition))
      }
      const rows = [
        ...(inTitle.total < CAP ? inTitle.rows : await readSlice(IN_TITLE, slices.title, true)),
        ...(await readSlice(IN_BODY_ONLY, slices.body, false)),
      ]
      return { rows: toRows(rows), total: SEARCH_RESULTS_MAX, more: true }
    },

    async nearWords(word) {
      const rows = await db.all<{ word: string }>(sql`
        SELECT word FROM search_words WHERE word % ${word}
        ORDER BY similarity(word, ${word}) DESC, word LIMIT 5`)
      return rows.map((row) => row.word)
    },
  }
}
