import type { QueryTerm } from './search.text'
import type { SearchDoc, SearchKind, SearchRow } from './search.types'

/** The index on one database (search.sqlite.ts, search.postgres.ts). */
export type SearchStore = {
  /** Adds the page, or replaces what the index held for it. */
  put(doc: SearchDoc): Promise<void>
  remove(kind: SearchKind, ref: string): Promise<void>
  /** Pages that hold every term, best first; newer first among equals. */
  query(terms: QueryTerm[], limit: number, offset: number): Promise<SearchPage>
  /** Indexed words close to `word` in spelling, closest first. */
  nearWords(word: string): Promise<string[]>
}

export type SearchPage = { rows: SearchRow[]; total: number }

/** Rows as both databases answer them. */
export type RawRow = {
  kind: SearchKind
  title: string
  body: string
  url: string
  date: string
  score: number | string
  total: number | string
}

export function toPage(rows: RawRow[]): SearchPage {
  return {
    rows: rows.map(({ total: _total, score, ...row }) => ({ ...row, score: Number(score) })),
    total: Number(rows[0]?.total ?? 0),
  }
}
