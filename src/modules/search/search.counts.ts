import { SEARCH_RESULTS_MAX } from './search.rules'

/*
 * `search_counts` holds, for each word the index knows, how many pages hold it (`docs`) and how
 * many hold it in their title (`titles`), kept by every put and remove in the write's own
 * transaction. A query's counts bound its matches before any is read: a query whose words are all
 * on few pages is counted exactly through the GIN/FTS5 index, and one whose only word is on more
 * than SEARCH_RESULTS_MAX pages has more than that without counting them (issue 43).
 */

/** The words of one page, as its title and as a whole, each once. */
export type PageWords = { title: string[]; all: string[] }

/** What one page changes in the counts: +1 for a word it brings, -1 for one it takes away. */
export type CountChange = { word: string; docs: number; titles: number }

export function countChanges(before: PageWords | null, after: PageWords | null): CountChange[] {
  const changes = new Map<string, CountChange>()
  const add = (words: string[] | undefined, field: 'docs' | 'titles', by: number) => {
    for (const word of words ?? []) {
      const change = changes.get(word) ?? { word, docs: 0, titles: 0 }
      change[field] += by
      changes.set(word, change)
    }
  }
  add(before?.all, 'docs', -1)
  add(before?.title, 'titles', -1)
  add(after?.all, 'docs', 1)
  add(after?.title, 'titles', 1)
  // Sorted, so two writes lock the rows they share in the same order.
  return [...changes.values()]
    .filter((change) => change.docs !== 0 || change.titles !== 0)
    .sort((a, b) => (a.word < b.word ? -1 : a.word > b.word ? 1 : 0))
}

/**
 * One way a term matches (one side of its OR): a word, a phrase or a prefix. `constrains` is false
 * for words PostgreSQL drops (stop words), which leave the term out of the query.
 */
export type OptionCounts = {
  term: number
  constrains: boolean
  docs_upper: number | string
  docs_lower: number | string
  titles_upper: number | string
  titles_lower: number | string
}

/** At most `upper` pages match, at least `lower`. */
export type Bound = { upper: number; lower: number }

export type QueryBounds = { docs: Bound; titles: Bound }

/**
 * A term matches at most the sum of its options' pages and at least the most of any one; a query
 * (every term) at most its rarest term's, and at least its term's when it has one term only.
 */
export function queryBounds(options: OptionCounts[]): QueryBounds {
  const terms = Map.groupBy(
    options.filter((option) => option.constrains),
    (option) => option.term,
  )
  const bound = (field: 'docs' | 'titles'): Bound => {
    const perTerm = [...terms.values()].map((own) => ({
      upper: own.reduce((sum, option) => sum + Number(option[`${field}_upper`]), 0),
      lower: Math.max(...own.map((option) => Number(option[`${field}_lower`]))),
    }))
    return {
      upper: Math.min(Infinity, ...perTerm.map((term) => term.upper)),
      lower: perTerm.length === 1 ? perTerm[0].lower : 0,
    }
  }
  return { docs: bound('docs'), titles: bound('titles') }
}

/** More than SEARCH_RESULTS_MAX for certain: nothing to count. */
export const tooMany = (bound: Bound) => bound.lower > SEARCH_RESULTS_MAX
