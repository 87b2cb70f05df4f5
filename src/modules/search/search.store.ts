import type { QueryTerm } from './search.text'
import type { SearchDoc, SearchKind, SearchRow } from './search.types'

/** The index on one database (search.sqlite.ts, search.postgres.ts). */
export type SearchStore = {
  /** Adds the page, or replaces what the index held for it. */
  put(doc: SearchDoc): Promise<void>
  remove(kind: SearchKind, ref: string): Promise<void>
  /**
   * Pages that hold every term: those with every term in the title first, then the others;
   * newer first within each. Only the first SEARCH_RESULTS_MAX can be paged to.
   */
  query(terms: QueryTerm[], limit: number, offset: number): Promise<SearchPage>
  /** Indexed words close to `word` in spelling, closest first. */
  nearWords(word: string): Promise<string[]>
}

/** One page of results; `total` counts at most SEARCH_RESULTS_MAX, `more` says there are more. */
export type SearchPage = { rows: SearchRow[]; total: number; more: boolean }

/** Where one page falls in the two tiers, given how many pages match in their title. */
export function tierSlices(titled: number, limit: number, offset: number) {
  const fromTitles = Math.max(0, Math.min(limit, titled - offset))
  return {
    title: { limit: fromTitles, offset: Math.min(offset, titled) },
    body: { limit: limit - fromTitles, offset: Math.max(0, offset - titled) },
  }
}

/** Rows as both databases answer them. */
export type RawRow = {
  kind: SearchKind
  title: string
  body: string
  url: string
  date: string
  titled: number | boolean
}

/** A title match scores 1, a body match 0.5: the score says the tier, the date breaks ties. */
export const toRows = (rows: RawRow[]): SearchRow[] =>
  rows.map(({ titled, ...row }) => ({ ...row, score: titled ? 1 : 0.5 }))
