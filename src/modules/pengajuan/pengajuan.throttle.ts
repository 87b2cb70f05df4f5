import { createHmac } from 'node:crypto'

import type { Pool } from 'pg'
import type { Payload } from 'payload'
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible'
import { createClient } from 'redis'

import { env } from '@/lib/env'

import { PENGAJUAN_LIMITS } from './pengajuan.rules'

export type ThrottleStore =
  { kind: 'memory' } | { kind: 'postgres'; pool: Pool } | { kind: 'redis'; url: string }

/** Which limit refused, and for how long. */
export type Refusal = { limit: keyof typeof PENGAJUAN_LIMITS; retryAfterSeconds: number }

export type PengajuanThrottle = {
  /** Takes a point from both limits; the refusal when either is spent, else null. */
  reserve: (address: string, phone: string) => Promise<Refusal | null>
  close: () => Promise<void>
}

/*
 * An address and a phone number are personal data: the shared store (Redis, PostgreSQL) only
 * ever sees a keyed hash of them, which means nothing without the site's secret.
 */
const hashed = (value: string) =>
  createHmac('sha256', env.PAYLOAD_SECRET).update(`pengajuan:${value}`).digest('base64url')

async function redisClient(url: string) {
  const client = createClient({ url, disableOfflineQueue: true })
  client.on('error', () => undefined)
  await Promise.race([
    client.connect().catch(() => undefined),
    new Promise((resolve) => setTimeout(resolve, 1000)),
  ])
  return client
}

/** The library creates its table itself (no Payload schema change); resolves once it exists. */
const postgresLimiter = (
  pool: Pool,
  opts: { points: number; duration: number; keyPrefix: string },
) =>
  new Promise<RateLimiterPostgres>((resolve, reject) => {
    const limiter: RateLimiterPostgres = new RateLimiterPostgres(
      { ...opts, storeClient: pool, storeType: 'pool', tableName: 'pengajuan_throttle' },
      (error?: unknown) => (error ? reject(error) : resolve(limiter)),
    )
  })

/** The limits on one store, as src/modules/auth/login-throttle.ts picks it for logins. */
export async function createPengajuanThrottle(
  store: ThrottleStore,
  keyPrefix = 'pengajuan',
): Promise<PengajuanThrottle> {
  const redis = store.kind === 'redis' ? await redisClient(store.url) : undefined
  const make = async (name: keyof typeof PENGAJUAN_LIMITS): Promise<RateLimiterAbstract> => {
    const base = { ...PENGAJUAN_LIMITS[name], keyPrefix: `${keyPrefix}:${name}` }
    const memory = new RateLimiterMemory(base)
    if (store.kind === 'memory') return memory
    // Should the shared store fail, each instance keeps counting on its own meanwhile.
    const opts = { ...base, insuranceLimiter: memory }
    if (store.kind === 'redis')
      return new RateLimiterRedis({ ...opts, storeClient: redis, useRedisPackage: true })
    return postgresLimiter(store.pool, opts)
  }
  const limiters = { perAddress: await make('perAddress'), perNumber: await make('perNumber') }
  return {
    reserve: async (address, phone) => {
      const keys = { perAddress: hashed(address), perNumber: hashed(phone) }
      for (const name of ['perAddress', 'perNumber'] as const) {
        try {
          await limiters[name].consume(keys[name])
        } catch (error) {
          if (!(error instanceof RateLimiterRes)) throw error
          return { limit: name, retryAfterSeconds: Math.ceil(error.msBeforeNext / 1000) }
        }
      }
      return null
    },
    close: async () => {
      await redis?.close()
    },
  }
}

type Holder = { bprsPengajuanThrottle?: Promise<PengajuanThrottle> }

/** This process's limits: Redis with REDIS_URL, else PostgreSQL, else (SQLite) memory. */
export function pengajuanThrottle(payload: Payload): Promise<PengajuanThrottle> {
  const holder = globalThis as Holder
  holder.bprsPengajuanThrottle ??= createPengajuanThrottle(
    env.REDIS_URL
      ? { kind: 'redis', url: env.REDIS_URL }
      : env.usePostgres
        ? { kind: 'postgres', pool: (payload.db as unknown as { pool: Pool }).pool }
        : { kind: 'memory' },
    `${env.REDIS_KEY_PREFIX}:pengajuan`,
  ).catch((error: unknown) => {
    holder.bprsPengajuanThrottle = undefined
    throw error
  })
  return holder.bprsPengajuanThrottle
}
