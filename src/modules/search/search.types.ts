import { allContentTypes, type ContentTypeSlug } from '@/content-types'
import type { SearchDocOf } from '@/content-types/definition'

/** What the index holds: one row per record of each content type, and per profile page. */
export type SearchKind = ContentTypeSlug | 'profil'

/** The label a result carries on /cari and in the API (issue 24). */
export const KIND_LABEL = Object.fromEntries([
  ...allContentTypes().map((type) => [type.slug, type.search.label]),
  ['profil', 'Profil'],
]) as Record<SearchKind, string>

/** One indexed page: what is matched, shown and linked, and its kind. */
export type SearchDoc = SearchDocOf & { kind: SearchKind }

/** A row as the adapters answer it, before the snippet is cut. */
export type SearchRow = Omit<SearchDoc, 'ref'> & { score: number }

/** A piece of a snippet: matched words are marked. */
export type SnippetPart = { text: string; mark: boolean }

/** A result as GET /api/cari answers it. */
export type SearchApiHit = {
  type: string
  title: string
  url: string
  /** Escaped text with the matched words in `<mark>`. */
  snippet: string
  score: number
}

/** A result as /cari shows it: the snippet also in pieces, so the page needs no raw HTML. */
export type SearchHit = SearchApiHit & { parts: SnippetPart[] }

export type SearchResult = {
  query: string
  hits: SearchHit[]
  /** Matches counted, at most SEARCH_RESULTS_MAX. */
  total: number
  /** More match than `total` counts. */
  more: boolean
  page: number
  totalPages: number
  /** A query that finds something, when this one found nothing and one is near. */
  suggestion: string | null
}
