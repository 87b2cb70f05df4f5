import { createHmac } from 'node:crypto'

import { RateLimiterRes } from 'rate-limiter-flexible'

import { env } from '@/lib/env'

/** Which limit refused, and for how long. */
export type Refusal = { limit: string; retryAfterSeconds: number }

/**
 * Takes one point of each named limit, keyed by a keyed hash of its value: addresses and numbers
 * are personal data, so the shared store (memory, PostgreSQL or Redis) never holds them, and
 * its rows expire with their window. `scope` keeps the complaint and whistleblowing counts apart.
 */
export async function consumeKeyed(
  scope: string,
  limiters: Record<string, { consume: (key: string) => Promise<unknown> }>,
  keys: Record<string, string>,
): Promise<Refusal | null> {
  for (const [name, key] of Object.entries(keys)) {
    const hashed = createHmac('sha256', env.PAYLOAD_SECRET)
      .update(`${scope}:${key}`)
      .digest('base64url')
    try {
      await limiters[name].consume(hashed)
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) throw error
      return { limit: name, retryAfterSeconds: Math.ceil(error.msBeforeNext / 1000) }
    }
  }
  return null
}
