import { APIError, type Payload } from 'payload'
import { RateLimiterRes } from 'rate-limiter-flexible'

import { env } from '@/lib/env'
import {
  createLimiters,
  oncePerProcess,
  type ThrottleStore,
  throttleStoreFor,
} from '@/lib/rate-limiters'

import { AUTH_MESSAGES } from './auth.schema'

/**
 * Login attempts are counted per client address and per (address, account) pair, never per
 * account alone: someone elsewhere cannot lock the real administrator out. A point is taken
 * before the password is checked, so a parallel burst cannot check more passwords than allowed.
 */
export const LOGIN_LIMITS = {
  perAddress: { points: 20, duration: 10 * 60 },
  perAccount: { points: 5, duration: 10 * 60 },
} as const

export type { ThrottleStore }

export class TooManyLoginAttempts extends APIError {
  constructor(readonly retryAfterSeconds: number) {
    super(AUTH_MESSAGES.tooManyAttempts(Math.ceil(retryAfterSeconds / 60)), 429, undefined, true)
    this.name = 'TooManyLoginAttempts'
  }
}

export type LoginThrottle = {
  /** Counts one attempt; throws TooManyLoginAttempts when either limit is spent. */
  reserve: (address: string, username: string) => Promise<void>
  /** A right password: the pair starts afresh and the address gets its point back. */
  succeed: (address: string, username: string) => Promise<void>
  /** Closes its own Redis connection, if any. */
  close: () => Promise<void>
}

const pairKey = (address: string, username: string) =>
  `${address}|${username.trim().toLowerCase().slice(0, 200)}`

export async function createLoginThrottle(
  store: ThrottleStore,
  keyPrefix = 'login',
): Promise<LoginThrottle> {
  const { limiters, close } = await createLimiters(store, LOGIN_LIMITS, {
    keyPrefix,
    tableName: 'login_throttle',
  })
  const { perAddress, perAccount } = limiters
  return {
    reserve: async (address, username) => {
      const spent = await Promise.allSettled([
        perAddress.consume(address),
        perAccount.consume(pairKey(address, username)),
      ])
      const refusals = spent.flatMap((r) => (r.status === 'rejected' ? [r.reason] : []))
      if (refusals.length === 0) return
      const limited = refusals.filter((r): r is RateLimiterRes => r instanceof RateLimiterRes)
      if (limited.length < refusals.length)
        throw refusals.find((r) => !(r instanceof RateLimiterRes))
      throw new TooManyLoginAttempts(Math.max(...limited.map((r) => r.msBeforeNext)) / 1000)
    },
    succeed: async (address, username) => {
      await Promise.all([perAccount.delete(pairKey(address, username)), perAddress.reward(address)])
    },
    close,
  }
}

/**
 * This process's throttle, shared by every route bundle: Redis when REDIS_URL is set, else the
 * PostgreSQL database, else (single-process SQLite) memory.
 */
export const loginThrottle = (payload: Payload): Promise<LoginThrottle> =>
  oncePerProcess('bprsLoginThrottle', () =>
    createLoginThrottle(throttleStoreFor(payload), `${env.REDIS_KEY_PREFIX}:login`),
  )
