import type { Payload, PayloadRequest } from 'payload'
import { z } from 'zod'

import { badRequest } from '@/lib/errors'
import { BAD_TEXT, hasNul } from '@/lib/http'
import { apiPaging } from '@/lib/list-query'
import { rawDb } from '@/lib/raw-db'

import { postgresStore } from './search.postgres'
import {
  SEARCH_LIMIT_MAX,
  SEARCH_MESSAGES,
  SEARCH_PAGE_SIZE,
  SEARCH_QUERY_MAX,
  SEARCH_RESULTS_MAX,
} from './search.rules'
import { sqliteStore } from './search.sqlite'
import type { SearchPage, SearchStore } from './search.store'
import { parseQuery, type QueryTerm, termsText } from './search.text'
import { KIND_LABEL, type SearchResult } from './search.types'
import { snippetHtml, snippetParts, wordMatcher } from './snippet'

/** The index of `payload`'s database; with a write's `req`, inside that write's transaction. */
export async function searchStore(
  payload: Payload,
  req?: Partial<PayloadRequest>,
): Promise<SearchStore> {
  const db = await rawDb(payload, req)
  return db.dialect === 'postgres' ? postgresStore(db) : sqliteStore(db)
}

/** The query as typed, or a 400 when it is too long or holds a NUL. */
export function checkQuery(value: string | null | undefined): string {
  const query = (value ?? '').trim()
  if (query.length > SEARCH_QUERY_MAX) throw badRequest(SEARCH_MESSAGES.tooLong)
  if (hasNul(query)) throw badRequest(BAD_TEXT)
  return query
}

/** The API's page and limit: absent means the first page of SEARCH_PAGE_SIZE; anything else odd a 400. */
export const searchApiQuery = z.object(
  apiPaging({ default: SEARCH_PAGE_SIZE, max: SEARCH_LIMIT_MAX }),
)

/** Terms tried for a suggestion: a long query of typos is not worth a hundred look-ups. */
const SUGGEST_TERMS = 3

/**
 * A query one word away from `terms` that finds something: each word in turn replaced by the
 * nearest indexed word that makes the query find pages. Every candidate is tried for real, so
 * a word left in the vocabulary by a deleted page is never suggested.
 */
async function suggest(store: SearchStore, terms: QueryTerm[]): Promise<string | null> {
  const words = terms.flatMap((term, index) => (term.kind === 'word' ? [index] : []))
  for (const index of words.slice(0, SUGGEST_TERMS)) {
    const term = terms[index] as Extract<QueryTerm, { kind: 'word' }>
    for (const candidate of await store.nearWords(term.word)) {
      if (candidate === term.word) continue
      const changed = terms.with(index, { kind: 'word', word: candidate, prefix: false })
      if ((await store.query(changed, 1, 0)).total > 0) return termsText(changed)
    }
  }
  return null
}

type SearchOptions = {
  page: number
  limit: number
  /**
   * For the /cari page: a page past the end shows the last one rather than none, and a search
   * that finds nothing looks for a suggestion, which the API does not answer with.
   */
  forPage?: boolean
}

/** Products, news, reports and profile pages that match `query`, best first (issue 24). */
export async function searchSite(
  payload: Payload,
  query: string,
  options: SearchOptions,
): Promise<SearchResult> {
  const terms = parseQuery(checkQuery(query))
  const { limit } = options
  let page = options.page
  if (terms.length === 0) {
    return { query, hits: [], total: 0, more: false, page: 1, totalPages: 1, suggestion: null }
  }
  const store = await searchStore(payload)
  const read = (page: number) => {
    // Results past SEARCH_RESULTS_MAX cannot be paged to: a page there is empty.
    const offset = Math.min((page - 1) * limit, SEARCH_RESULTS_MAX)
    return store.query(terms, Math.min(limit, SEARCH_RESULTS_MAX - offset), offset)
  }
  let found: SearchPage = await read(page)
  const lastPage = Math.max(1, Math.ceil(found.total / limit))
  if (options.forPage && page > lastPage) {
    page = lastPage
    found = await read(page)
  }
  const matches = wordMatcher(terms)
  return {
    query,
    hits: found.rows.map((row) => {
      const parts = snippetParts(row.body, matches)
      return {
        type: KIND_LABEL[row.kind],
        title: row.title,
        url: row.url,
        snippet: snippetHtml(parts),
        score: row.score,
        parts,
      }
    }),
    total: found.total,
    more: found.more,
    page,
    totalPages: Math.max(1, Math.ceil(found.total / limit)),
    suggestion: options.forPage && found.total === 0 ? await suggest(store, terms) : null,
  }
}
