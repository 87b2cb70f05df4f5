/** Longest query accepted (issue 24). */
export const SEARCH_QUERY_MAX = 200

/** Results on one page of /cari, and the API's default page size. */
export const SEARCH_PAGE_SIZE = 10

/** Most results the API gives in one answer. */
export const SEARCH_LIMIT_MAX = 50

export const SEARCH_MESSAGES = {
  tooLong: `Kata pencarian terlalu panjang (maksimal ${SEARCH_QUERY_MAX} karakter).`,
} as const

/**
 * Results a search can page through, as GitHub's search API does: nobody reads the 101st page,
 * and counting no further keeps a common word as quick to look up as a rare one.
 */
export const SEARCH_RESULTS_MAX = 1000
