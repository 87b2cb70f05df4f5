// The one place a Redis client is made, for Next's cache (cache-handler.mjs), the content
// generation of the in-process answers (recent-answers.ts) and the shared counters
// (rate-limiters.ts). Plain JS because cache-handler.mjs loads it before TypeScript is available.
import { createClient } from 'redis'

/**
 * A client of REDIS_URL (or `url`), connecting. Commands fail at once while Redis is away
 * (`disableOfflineQueue`), so a caller falls back (Next renders afresh, a counter counts in
 * memory) instead of waiting, while the client keeps reconnecting on its own; a ping every 10 s
 * finds a connection a firewall dropped. A Redis that is down at start-up holds its caller at most
 * `waitMs`. Each user has its own connection: a large page written to the cache never delays a
 * login's count or the generation read before an answer from memory.
 * An error is logged once, not at every reconnection attempt, until the client is ready again.
 * @param {string} url
 * @param {string} name what the client is for, in its log lines
 * @param {{ waitMs?: number }} [options]
 */
export async function connectRedis(url, name, { waitMs = 1000 } = {}) {
  const client = createClient({ url, pingInterval: 10_000, disableOfflineQueue: true })
  let logged = ''
  client.on('error', (/** @type {Error} */ error) => {
    if (error.message === logged) return
    logged = error.message
    console.error(`Redis (${name}):`, error.message)
  })
  client.on('ready', () => {
    logged = ''
  })
  await Promise.race([
    client.connect().catch(() => undefined),
    new Promise((resolve) => setTimeout(resolve, waitMs).unref()),
  ])
  return client
}
