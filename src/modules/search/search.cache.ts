import { unstable_cache } from 'next/cache'

import { PUBLIC_TYPE_SLUGS } from '@/content-types'
import { getPayload } from '@/lib/payload'
import { cachedReadSeconds, type ContentTag } from '@/modules/content/content-cache'

import { SEARCH_PAGE_SIZE } from './search.rules'
import { searchSite } from './search.service'
import type { SearchResult } from './search.types'

/** Whatever changes, a search may show it. */
const TAGS: ContentTag[] = [...PUBLIC_TYPE_SLUGS, 'site']

const read = async (query: string, page: number) =>
  searchSite(await getPayload(), query, { page, limit: SEARCH_PAGE_SIZE, forPage: true })

/**
 * A page of /cari, cached as the lists are (src/modules/site/public-content.ts): carrying every
 * content tag, so any write that expires a list expires the searches too, and the page with them.
 */
export const cachedSearch: (query: string, page: number) => Promise<SearchResult> = process.env
  .NEXT_RUNTIME
  ? unstable_cache(read, ['search'], { tags: TAGS, revalidate: cachedReadSeconds })
  : read
