// Next's cache (pages, route answers, unstable_cache data and their tags). With REDIS_URL it lives
// in Redis, so every instance serves the same entries and a publish expires them everywhere at
// once; without it, in this process's memory (bounded LRU, nothing left on disk after a restart).
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'

import { CacheHandler } from '@fortedigital/nextjs-cache-handler'
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru'
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings'
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js'

import { connectRedis } from './src/lib/redis.mjs'
import { pagePolicy } from './src/lib/security-headers.mjs'

/** Entries of one build only: a new release never serves pages rendered by the old code. */
function keyPrefix() {
  let build = 'dev'
  try {
    build = readFileSync('.next/BUILD_ID', 'utf8').trim()
  } catch {
    // no build yet (next build itself)
  }
  return `${process.env.REDIS_KEY_PREFIX || 'bprs'}:${build}:`
}

async function createHandlers() {
  // The build renders nothing that depends on content, and may run where Redis is unreachable.
  if (!process.env.REDIS_URL || process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) {
    return { handlers: [createLruHandler()] }
  }
  // While Redis is away, Next renders afresh; down at start-up, it holds no page for long.
  const client = await connectRedis(process.env.REDIS_URL, 'cache')
  return { handlers: [createRedisHandler({ client, keyPrefix: keyPrefix(), timeoutMs: 1000 })] }
}

// One store per process, made by whichever copy of this module runs first: the proxy's bundle
// carries a copy of its own, and expiring a tag in the copy that holds no pages would do nothing
// (a period's end, timed outside any request, expires through globalThis.bprsCacheHandlers).
const shared = globalThis
const getHandlers = () => (shared.bprsCacheHandlerStore ??= createHandlers())
CacheHandler.onCreation(getHandlers)
// Next expires tags only after a route has answered; src/modules/content/content-cache.ts awaits
// the same handlers' expiry before the saving request answers.
globalThis.bprsCacheHandlers = getHandlers

/**
 * Gives each rendered page, once, when it enters the cache, its Content-Security-Policy (the
 * hashes of its inline scripts) and an ETag, stored with the page's headers.
 * Next would otherwise hash the whole HTML in JavaScript on every visit (`generateEtags`, off in
 * next.config.mjs), about a third of what a cached page cost; src/lib/incoming-requests.ts answers
 * a matching If-None-Match with 304. The HTML and RSC answers of one render share the tag.
 */
export default class PageCacheHandler extends CacheHandler {
  async set(key, value, ctx) {
    if (value?.kind === 'APP_PAGE' && typeof value.html === 'string') {
      // In place: Next answers the render that fills the cache with these same headers.
      value.headers ??= {}
      value.headers.etag = `"${createHash('sha1').update(value.html).digest('base64url')}"`
      value.headers['content-security-policy'] = pagePolicy(value.html)
    }
    return super.set(key, value, ctx)
  }
}
