import { sql } from 'drizzle-orm'

import type { SqlRunner } from './search.sql'
import { type RawRow, type SearchStore, toPage } from './search.store'
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

export function sqliteStore(db: SqlRunner): SearchStore {
  return {
    async put(doc: SearchDoc) {
      const [row] = await db.all<{ id: number }>(sql`
        INSERT INTO search_docs (kind, ref, title, body, url, date)
        VALUES (${doc.kind}, ${doc.ref}, ${doc.title}, ${doc.body}, ${doc.url}, ${doc.date})
        ON CONFLICT (kind, ref) DO UPDATE SET title = excluded.title, body = excluded.body,
          url = excluded.url, date = excluded.date
        RETURNING id`)
      const title = parts(doc.title)
      const body = parts(doc.body)
      await db.run(sql`DELETE FROM search_fts WHERE rowid = ${row.id}`)
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
      // bm25 is lower for better; a whole-title match lifts a page above every body match. Each
      // MATCH runs once (MATERIALIZED), and only the page's rows are read whole: ranking every
      // match reads just its date, which sits before the long body in the row.
      const rows = await db.all<RawRow>(sql`
        WITH hits AS MATERIALIZED (
          SELECT rowid AS id, -bm25(search_fts, 10, 1, 10, 1, 10, 1) AS rank
          FROM search_fts WHERE search_fts MATCH ${matchText(terms)}
        ),
        titled AS MATERIALIZED (
          SELECT rowid AS id FROM search_fts WHERE search_fts MATCH ${matchText(terms, true)}
        ),
        ranked AS (
          SELECT h.id, d.date, count(*) OVER () AS total,
            (t.id IS NOT NULL) + h.rank / (1 + h.rank) AS score
          FROM hits h
          JOIN search_docs d ON d.id = h.id
          LEFT JOIN titled t ON t.id = h.id
          ORDER BY score DESC, d.date DESC
          LIMIT ${limit} OFFSET ${offset}
        )
        SELECT d.kind, d.title, d.body, d.url, d.date, r.score, r.total
        FROM ranked r JOIN search_docs d ON d.id = r.id
        ORDER BY r.score DESC, r.date DESC`)
      return toPage(rows)
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
