import { revalidateTag } from 'next/cache'

import type { ContentTypeSlug } from '@/content-types'

/** One tag per content type and one for the site's settings; every cached page, list and feed
 * carries those it shows. */
export type ContentTag = ContentTypeSlug | 'site'

/**
 * How long a cached public read (modules/site/public-content.ts, modules/search/search.cache.ts)
 * lives when no change expires it. Instances that do not share a cache let it lapse after a
 * minute, so they cannot disagree for longer; with a shared cache (REDIS_URL) after an hour, so
 * even an entry whose tag was lost cannot stay for good.
 */
export const CACHED_READ_MAX_SECONDS = 3600
export const cachedReadSeconds = process.env.REDIS_URL ? CACHED_READ_MAX_SECONDS : 60

type CacheHandlers = { handlers: { revalidateTag(tag: string): Promise<void> }[] }
const shared = globalThis as {
  bprsCacheHandlers?: () => Promise<CacheHandlers>
  bprsKnownSlugs?: Map<string, unknown>
  bprsRecentAnswers?: { expire(): Promise<void> }
}

/**
 * A render that read the old content just before a change may store it just after the change
 * expired it; expiring again this much later removes such a copy. A render slowed by a loaded
 * machine can take seconds, so a last expiry follows later.
 */
const AGAIN_AFTER_MS = [1000, 5000]

/** Never fails the change it follows: the write has committed, and a cache that cannot be
 * reached serves nothing either. The answers kept in memory (src/lib/recent-answers.ts) go after
 * Next's cache, so none can be filled again from an entry about to expire. */
async function expireInHandlers(tag: ContentTag) {
  try {
    const { handlers } = (await shared.bprsCacheHandlers?.()) ?? { handlers: [] }
    await Promise.all(handlers.map((handler) => handler.revalidateTag(tag)))
  } catch (error) {
    console.error(`Cache expiry of ${tag} failed`, error)
  }
  await shared.bprsRecentAnswers?.expire()
}

/**
 * Expires everything cached from `tag`'s content, on this instance and (through the shared cache,
 * REDIS_URL) on every other, before the caller answers. Call it after the write has committed,
 * so no visitor can put the old rows back in the cache in between.
 */
export async function expireContent(tag: ContentTag): Promise<void> {
  try {
    // Next's own bookkeeping; it reaches the cache handlers only after the response.
    revalidateTag(tag, { expire: 0 })
  } catch (error) {
    // Outside a Next server (CLI, seeds, integration tests) there is no cache to expire.
    if (process.env.NEXT_RUNTIME) throw error
  }
  await expireWithoutRequest(tag)
}

/**
 * The same expiry from outside any request (a timer: a period that began or ended), where Next's
 * revalidateTag cannot run: the cache handlers hold every page and entry, so expiring them there
 * is enough.
 */
export async function expireWithoutRequest(tag: ContentTag): Promise<void> {
  // The slugs src/proxy.ts remembers for its 404 status.
  shared.bprsKnownSlugs?.clear()
  await expireInHandlers(tag)
  for (const delay of AGAIN_AFTER_MS) setTimeout(() => void expireInHandlers(tag), delay).unref()
}
