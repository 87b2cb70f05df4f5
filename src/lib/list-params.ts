import { badRequest } from './errors'

/** The most records one API page may hold, and how many a page holds when `limit` is not given. */
export const API_PAGE_MAX = 100
export const API_PAGE_DEFAULT = 10
/** Longest title search an API list accepts. */
export const API_QUERY_MAX = 200

export const LIST_PARAM_MESSAGES = {
  page: 'Parameter page harus bilangan bulat positif.',
  limit: `Parameter limit harus bilangan bulat antara 1 dan ${API_PAGE_MAX}.`,
  q: `Parameter q maksimal ${API_QUERY_MAX} karakter.`,
  sort: 'Parameter sort tidak dikenal.',
  dir: "Parameter dir harus 'asc' atau 'desc'.",
} as const

/** The parameters that ask an API list for one page rather than SPEC's whole array. */
const PAGING_PARAMS = ['page', 'limit', 'q', 'sort', 'dir']

export type ListRequest = { page: number; limit: number; q: string; sort?: string; desc: boolean }

function positiveInteger(value: string | null, fallback: number, max: number, message: string) {
  if (value === null) return fallback
  if (!/^\d{1,9}$/.test(value)) throw badRequest(message)
  const n = Number(value)
  if (n < 1 || n > max) throw badRequest(message)
  return n
}

/**
 * Reads an API list's paging parameters (400 with an Indonesian message when one is bad), or
 * null when the request names none of them nor any of `filters`: then SPEC's whole list answers.
 */
export function readListParams(
  params: URLSearchParams,
  sorts: readonly string[],
  filters: readonly string[] = [],
): ListRequest | null {
  if (![...PAGING_PARAMS, ...filters].some((name) => params.has(name))) return null
  const q = params.get('q')?.trim() ?? ''
  if (q.length > API_QUERY_MAX) throw badRequest(LIST_PARAM_MESSAGES.q)
  const sort = params.get('sort') ?? undefined
  if (sort !== undefined && !sorts.includes(sort)) throw badRequest(LIST_PARAM_MESSAGES.sort)
  const dir = params.get('dir')
  if (dir !== null && dir !== 'asc' && dir !== 'desc') throw badRequest(LIST_PARAM_MESSAGES.dir)
  return {
    page: positiveInteger(params.get('page'), 1, Number.MAX_SAFE_INTEGER, LIST_PARAM_MESSAGES.page),
    limit: positiveInteger(
      params.get('limit'),
      API_PAGE_DEFAULT,
      API_PAGE_MAX,
      LIST_PARAM_MESSAGES.limit,
    ),
    q,
    sort,
    desc: dir !== 'asc',
  }
}

/** A filter that must be one of `allowed` ('' when absent); 400 with `message` otherwise. */
export function readChoice<T extends string>(
  params: URLSearchParams,
  name: string,
  allowed: readonly T[],
  message: string,
): T | '' {
  const value = params.get(name)
  if (value === null || value === '') return ''
  if (!allowed.includes(value as T)) throw badRequest(message)
  return value as T
}
