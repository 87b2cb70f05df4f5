import { sql } from 'drizzle-orm'

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
import { type QueryTerm, recoded, stem, stemsOf, words } from './search.text'
import { trigramSimilarity } from './similarity'
import type { SearchDoc } from './search.types'

/*
 * SQLite: FTS5 knows no Indonesian, so the index is fed words already stemmed here. Each page
 * has six columns: the stems of its title and body (in order, for phrases), the words as written
 * (for prefixes) and the recoded second stems (search.text.ts). `search_docs` holds what a result
 * shows. The MATCH text is built from quoted words of letters and digits only, so nothing the
 * visitor types is read as FTS5 syntax.
 */

type Parts = { stem: string; word: string; alt: string }

function parts(text: string): Parts {
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

const quoted = (word: string) => `"${word}"`

/** One term as FTS5 syntax, over the title columns only or over all. */
function termMatch(term: QueryTerm, titleOnly: boolean): string {
  const [stems, words, alts] = titleOnly
    ? ['t_stem', 't_word', 't_alt']
    : ['t_stem b_stem', 't_word b_word', 't_alt b_alt']
  if (term.kind === 'phrase') {
    return `{${stems}} : ${quoted(term.words.map((w) => stem(w)).join(' '))}`
  }
  const own = stemsOf(term.word).map(quoted).join(' OR ')
  const options = [`{${stems} ${alts}} : (${own})`]
  if (term.prefix) options.push(`{${words}} : ${quoted(term.word)}*`)
  return `(${options.join(' OR ')})`
}

export const matchText = (terms: QueryTerm[], titleOnly = false) =>
  terms.map((term) => termMatch(term, titleOnly)).join(' AND ')

/**
 * A page's id is its date in seconds times 2^20 plus a counter, so FTS5, which walks its matches
 * in id order, finds the newest first and can stop after a page: what a search costs then
 * depends on the page asked for, not on how many pages match.
 */
const PER_SECOND = 2 ** 20
const idBase = (date: string) => Math.floor((Date.parse(date) || 0) / 1000) * PER_SECOND

/** How many rows match `match`, counted up to `max`: FTS5 stops there. */
const countUpTo = (match: string, max: number) =>
  sql`(SELECT count(*) FROM (SELECT 1 FROM search_fts WHERE search_fts MATCH ${match} LIMIT ${max}))`

/** The ids of one slice of `match`'s rows, newest first. */
const newest = (match: string, slice: { limit: number; offset: number }) =>
  sql`SELECT rowid AS id FROM search_fts WHERE search_fts MATCH ${match}
    ORDER BY rowid DESC LIMIT ${slice.limit} OFFSET ${slice.offset}`

/*
 * `search_counts` here counts FTS5's tokens by the columns a term matches: `s:` the stems and
 * recoded stems (a word), `w:` the words as written (a prefix).
 */
type FtsRow = Record<'t_stem' | 'b_stem' | 't_word' | 'b_word' | 't_alt' | 'b_alt', string>

const tokens = (...columns: string[]) =>
  columns.flatMap((column) => column.split(' ')).filter(Boolean)

/** A page's tokens as search_counts counts them. */
function ftsWords(row: FtsRow | undefined): PageWords | null {
  if (!row) return null
  const mark = (group: string, list: string[]) => [...new Set(list)].map((t) => `${group}:${t}`)
  return {
    title: [...mark('s', tokens(row.t_stem, row.t_alt)), ...mark('w', tokens(row.t_word))],
    all: [
      ...mark('s', tokens(row.t_stem, row.b_stem, row.t_alt, row.b_alt)),
      ...mark('w', tokens(row.t_word, row.b_word)),
    ],
  }
}

const FTS_COLUMNS = sql.raw('t_stem, b_stem, t_word, b_word, t_alt, b_alt')

async function applyCounts(db: RawDb, changes: CountChange[]) {
  if (changes.length === 0) return
  await db.run(sql`
    INSERT INTO search_counts (word, docs, titles)
    SELECT json_extract(value, '$.word'), json_extract(value, '$.docs'),
      json_extract(value, '$.titles')
    FROM json_each(${JSON.stringify(changes)}) WHERE true
    ON CONFLICT (word) DO UPDATE SET docs = docs + excluded.docs,
      titles = titles + excluded.titles`)
}

/** The words of one option: a match holds each of them, or (`any`) one of them. */
const wordsOption = (term: number, list: string[], any: boolean) => {
  const keys = JSON.stringify([...new Set(list)].map((word) => `s:${word}`))
  const upper = any ? 'sum' : 'min'
  return sql`SELECT ${term} AS term, 1 AS constrains,
      coalesce(${sql.raw(upper)}(coalesce(c.docs, 0)), 0) AS docs_upper,
      ${any ? sql`coalesce(max(c.docs), 0)` : sql`0`} AS docs_lower,
      coalesce(${sql.raw(upper)}(coalesce(c.titles, 0)), 0) AS titles_upper,
      ${any ? sql`coalesce(max(c.titles), 0)` : sql`0`} AS titles_lower
    FROM json_each(${keys}) w LEFT JOIN search_counts c ON c.word = w.value`
}

/** A prefix: a match holds one of the words as written that begin with it. */
const prefixOption = (term: number, word: string) => sql`
  SELECT ${term}, 1, coalesce(sum(docs), 0), coalesce(max(docs), 0),
    coalesce(sum(titles), 0), coalesce(max(titles), 0)
  FROM search_counts WHERE word >= ${`w:${word}`} AND word < ${`w:${word}\u{10FFFF}`}`

/** The options of every term, as termMatch builds them. */
function optionsCounts(terms: QueryTerm[]) {
  const options = terms.flatMap((term, i) => {
    if (term.kind === 'phrase') {
      return [
        wordsOption(
          i,
          term.words.map((w) => stem(w)),
          false,
        ),
      ]
    }
    const own = [wordsOption(i, stemsOf(term.word), true)]
    if (term.prefix) own.push(prefixOption(i, term.word))
    return own
  })
  return sql.join(
    options.map((option) => sql`SELECT * FROM (${option})`),
    sql` UNION ALL `,
  )
}

/** Takes a page's FTS5 row out (FTS5 answers no RETURNING) and gives back its words. */
async function takeOut(db: RawDb, kind: string, ref: string) {
  const rowid = sql`(SELECT id FROM search_docs WHERE kind = ${kind} AND ref = ${ref})`
  const [row] = await db.all<FtsRow>(
    sql`SELECT ${FTS_COLUMNS} FROM search_fts WHERE rowid = ${rowid}`,
  )
  if (row) await db.run(sql`DELETE FROM search_fts WHERE rowid = ${rowid}`)
  return ftsWords(row)
}

export function sqliteStore(db: RawDb): SearchStore {
  return {
    async put(doc: SearchDoc) {
      const base = idBase(doc.date)
      const before = await takeOut(db, doc.kind, doc.ref)
      // One statement, so two writes at once cannot take the same id. A page keeps its id while
      // its date stays within the same second.
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
      const after = {
        t_stem: title.stem,
        b_stem: body.stem,
        t_word: title.word,
        b_word: body.word,
        t_alt: title.alt,
        b_alt: body.alt,
      }
      await db.run(sql`
        INSERT INTO search_fts (rowid, t_stem, b_stem, t_word, b_word, t_alt, b_alt)
        VALUES (${row.id}, ${title.stem}, ${body.stem}, ${title.word}, ${body.word},
          ${title.alt}, ${body.alt})`)
      await applyCounts(db, countChanges(before, ftsWords(after)))
    },

    async remove(kind, ref) {
      await applyCounts(db, countChanges(await takeOut(db, kind, ref), null))
      await db.run(sql`DELETE FROM search_docs WHERE kind = ${kind} AND ref = ${ref}`)
    },

    async query(terms, limit, offset) {
      const all = matchText(terms)
      const title = matchText(terms, true)
      const bounds = queryBounds(await db.all<OptionCounts>(optionsCounts(terms)))
      if (bounds.docs.upper === 0) return { rows: [], total: 0, more: false }
      // A count known to pass the cap is not read; FTS5 stops at the cap otherwise.
      const [counts] = await db.all<{ total: number; titled: number }>(sql`
        SELECT ${tooMany(bounds.docs) ? SEARCH_RESULTS_MAX + 1 : countUpTo(all, SEARCH_RESULTS_MAX + 1)} AS total,
          ${tooMany(bounds.titles) ? SEARCH_RESULTS_MAX : countUpTo(title, SEARCH_RESULTS_MAX)} AS titled`)
      const slices = tierSlices(counts.titled, limit, offset)
      const rows = await db.all<RawRow>(sql`
        WITH hits AS (
          SELECT id, 1 AS titled FROM (${newest(title, slices.title)})
          UNION ALL
          SELECT id, 0 FROM (${newest(`(${all}) NOT (${title})`, slices.body)})
        )
        SELECT d.kind, d.title, d.body, d.url, d.date, hits.titled
        FROM hits JOIN search_docs d ON d.id = hits.id
        ORDER BY hits.titled DESC, d.id DESC`)
      return {
        rows: toRows(rows),
        total: Math.min(counts.total, SEARCH_RESULTS_MAX),
        more: counts.total > SEARCH_RESULTS_MAX,
      }
    },

    async nearWords(word) {
      // A typo seldom sits in the first letter: only words that share it are compared.
      const first = String.fromCodePoint(word.codePointAt(0) ?? 0)
      const next = String.fromCodePoint((word.codePointAt(0) ?? 0) + 1)
      const terms = await db.all<{ term: string }>(sql`
        SELECT DISTINCT term FROM search_vocab
        WHERE term >= ${first} AND term < ${next} AND col IN ('t_word', 'b_word')
          AND length(term) BETWEEN ${word.length - 2} AND ${word.length + 2}`)
      return terms
        .map(({ term }) => ({ term, similarity: trigramSimilarity(word, term) }))
        .filter(({ similarity }) => similarity >= 0.3)
        .sort((a, b) => b.similarity - a.similarity || a.term.localeCompare(b.term))
        .slice(0, 5)
        .map(({ term }) => term)
    },
  }
}
