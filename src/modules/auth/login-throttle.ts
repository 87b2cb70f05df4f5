import type { Pool } from 'pg'
import { APIError, type Payload } from 'payload'
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible'
import { createClient } from 'redis'

import { env } from '@/lib/env'

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

export type ThrottleStore =
  { kind: 'memory' } | { kind: 'postgres'; pool: Pool } | { kind: 'redis'; url: string }

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

async function redisClient(url: string) {
  // Commands fail at once while Redis is away, so the insurance limiter below counts instead of
  // a login waiting for a reconnect; the client keeps reconnecting on its own.
  const client = createClient({ url, disableOfflineQueue: true })
  // Without a listener a lost connection would crash the process.
  client.on('error', () => undefined)
  // Not awaited to the end: a Redis that is down at start-up must not stop every login.
  await Promise.race([
    client.connect().catch(() => undefined),
    new Promise((resolve) => setTimeout(resolve, 1000)),
  ])
  return client
}

type LimiterOptions = {
  points: number
  duration: number
  keyPrefix: string
  insuranceLimiter: RateLimiterMemory
}

/** The library creates its table itself (no Payload schema change); resolves once it exists. */
const postgresLimiter = (pool: Pool, opts: LimiterOptions) =>
  new Promise<RateLimiterPostgres>((resolve, reject) => {
    const limiter: RateLimiterPostgres = new RateLimiterPostgres(
      { ...opts, storeClient: pool, storeType: 'pool', tableName: 'login_throttle' },
      (error?: unknown) => (error ? reject(error) : resolve(limiter)),
    )
  })

export async function createLoginThrottle(
  store: ThrottleStore,
  keyPrefix = 'login',
): Promise<LoginThrottle> {
  const make = async (
    name: keyof typeof LOGIN_LIMITS,
    redis?: Awaited<ReturnType<typeof redisClient>>,
  ): Promise<RateLimiterAbstract> => {
    const base = { ...LOGIN_LIMITS[name], keyPrefix: `${keyPrefix}:${name}` }
    const memory = new RateLimiterMemory(base)
    if (store.kind === 'memory') return memory
    // Should the shared store fail, each instance keeps counting on its own meanwhile.
    const opts = { ...base, insuranceLimiter: memory }
    if (store.kind === 'redis') {
      return new RateLimiterRedis({ ...opts, storeClient: redis, useRedisPackage: true })
    }
    return postgresLimiter(store.pool, opts)
  }
  const redis = store.kind === 'redis' ? await redisClient(store.url) : undefined
  const perAddress = await make('perAddress', redis)
  const perAccount = await make('perAccount', redis)
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
    close: async () => {
      await redis?.close()
    },
  }
}

type ThrottleHolder = { bprsLoginThrottle?: Promise<LoginThrottle> }

/**
 * This process's throttle, shared by every route bundle: Redis when REDIS_URL is set, else the
 * PostgreSQL database, else (single-process SQLite) memory.
 */
export function loginThrottle(payload: Payload): Promise<LoginThrottle> {
  const holder = globalThis as ThrottleHolder
  holder.bprsLoginThrottle ??= createLoginThrottle(
    env.REDIS_URL
      ? { kind: 'redis', url: env.REDIS_URL }
      : env.usePostgres
        ? { kind: 'postgres', pool: (payload.db as unknown as { pool: Pool }).pool }
        : { kind: 'memory' },
    `${env.REDIS_KEY_PREFIX}:login`,
  ).catch((error: unknown) => {
    // Try again on the next login rather than keep a failed start for good.
    holder.bprsLoginThrottle = undefined
    throw error
  })
  return holder.bprsLoginThrottle
}
