import { sql } from 'drizzle-orm'

import type { RawDb } from '@/lib/raw-db'

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

export function sqliteStore(db: RawDb): SearchStore {
  return {
    async put(doc: SearchDoc) {
      const base = idBase(doc.date)
      await db.run(sql`
        DELETE FROM search_fts
        WHERE rowid = (SELECT id FROM search_docs WHERE kind = ${doc.kind} AND ref = ${doc.ref})`)
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
      await db.run(sql`
        INSERT INTO search_fts (rowid, t_stem, b_stem, t_word, b_word, t_alt, b_alt)
        VALUES (${row.id}, ${title.stem}, ${body.stem}, ${title.word}, ${body.word},
          ${title.alt}, ${body.alt})`)
    },

    async remove(kind, ref) {
      await db.run(sql`
        DELETE FROM search_fts
        WHERE rowid = (SELECT id FROM search_docs WHERE kind = ${kind} AND ref = ${ref})`)
      await db.run(sql`DELETE FROM search_docs WHERE kind = ${kind} AND ref = ${ref}`)
    },

    async query(terms, limit, offset) {
      const all = matchText(terms)
      const title = matchText(terms, true)
      const [counts] = await db.all<{ total: number; titled: number }>(sql`
        SELECT ${countUpTo(all, SEARCH_RESULTS_MAX + 1)} AS total,
          ${countUpTo(title, SEARCH_RESULTS_MAX)} AS titled`)
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
