import type { Pool } from 'pg'
import type { Payload } from 'payload'
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRedis,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible'

import { env } from './env'
import { postgresPoolOf } from './raw-db'
import { connectRedis } from './redis.mjs'

/*
 * Counters shared by every instance (the login throttle, the inquiry limits), built on
 * rate-limiter-flexible: Redis when REDIS_URL is set, else the PostgreSQL database, else (one
 * SQLite process) memory. Should the shared store fail, each instance keeps counting on its own.
 */

export type ThrottleStore =
  { kind: 'memory' } | { kind: 'postgres'; pool: Pool } | { kind: 'redis'; url: string }

type Limits = Record<string, { points: number; duration: number }>

/** The store this process's counters live in. */
export const throttleStoreFor = (payload: Payload): ThrottleStore =>
  env.REDIS_URL
    ? { kind: 'redis', url: env.REDIS_URL }
    : env.usePostgres
      ? { kind: 'postgres', pool: postgresPoolOf(payload) }
      : { kind: 'memory' }

/** The library creates its table itself (no Payload schema change); resolves once it exists. */
const postgresLimiter = (
  pool: Pool,
  tableName: string,
  opts: ConstructorParameters<typeof RateLimiterMemory>[0] & {
    insuranceLimiter: RateLimiterMemory
  },
) =>
  new Promise<RateLimiterPostgres>((resolve, reject) => {
    const limiter: RateLimiterPostgres = new RateLimiterPostgres(
      { ...opts, storeClient: pool, storeType: 'pool', tableName },
      (error?: unknown) => (error ? reject(error) : resolve(limiter)),
    )
  })

/** One limiter per named limit on `store`, keys under `keyPrefix:<name>`, and their closing. */
export async function createLimiters<L extends Limits>(
  store: ThrottleStore,
  limits: L,
  { keyPrefix, tableName }: { keyPrefix: string; tableName: string },
): Promise<{ limiters: Record<keyof L, RateLimiterAbstract>; close: () => Promise<void> }> {
  const redis = store.kind === 'redis' ? await connectRedis(store.url, keyPrefix) : undefined
  const make = async (name: string): Promise<RateLimiterAbstract> => {
    const base = { ...limits[name], keyPrefix: `${keyPrefix}:${name}` }
    const memory = new RateLimiterMemory(base)
    if (store.kind === 'memory') return memory
    const opts = { ...base, insuranceLimiter: memory }
    if (store.kind === 'redis') {
      return new RateLimiterRedis({ ...opts, storeClient: redis, useRedisPackage: true })
    }
    return postgresLimiter(store.pool, tableName, opts)
  }
  const entries = []
  // One at a time: PostgreSQL's limiters create the same table.
  for (const name of Object.keys(limits)) entries.push([name, await make(name)] as const)
  return {
    limiters: Object.fromEntries(entries) as Record<keyof L, RateLimiterAbstract>,
    close: async () => {
      await redis?.close()
    },
  }
}

/**
 * One instance per process, shared by every route bundle (each bundle has its own copy of a
 * module); a failed start is forgotten, so the next call tries again.
 */
export function oncePerProcess<T>(key: string, create: () => Promise<T>): Promise<T> {
  const holder = globalThis as unknown as Record<string, Promise<T> | undefined>
  holder[key] ??= create().catch((error: unknown) => {
    holder[key] = undefined
    throw error
  })
  return holder[key]
}
