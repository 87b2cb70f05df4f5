import { createHmac } from 'node:crypto'

import type { Payload } from 'payload'
import { RateLimiterRes } from 'rate-limiter-flexible'

import { env } from '@/lib/env'
import {
  createLimiters,
  oncePerProcess,
  type ThrottleStore,
  throttleStoreFor,
} from '@/lib/rate-limiters'

import { PENGAJUAN_LIMITS } from './pengajuan.rules'

export type { ThrottleStore }

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

/** The limits on one store (lib/rate-limiters.ts). */
export async function createPengajuanThrottle(
  store: ThrottleStore,
  keyPrefix = 'pengajuan',
): Promise<PengajuanThrottle> {
  const { limiters, close } = await createLimiters(store, PENGAJUAN_LIMITS, {
    keyPrefix,
    tableName: 'pengajuan_throttle',
  })
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
    close,
  }
}

/** This process's limits: Redis with REDIS_URL, else PostgreSQL, else (SQLite) memory. */
export const pengajuanThrottle = (payload: Payload): Promise<PengajuanThrottle> =>
  oncePerProcess('bprsPengajuanThrottle', () =>
    createPengajuanThrottle(throttleStoreFor(payload), `${env.REDIS_KEY_PREFIX}:pengajuan`),
  )
