import { createHmac } from 'node:crypto'

import type { Payload } from 'payload'
import { RateLimiterRes } from 'rate-limiter-flexible'

import { env } from '@/lib/env'
import { createLimiters, oncePerProcess, throttleStoreFor } from '@/lib/rate-limiters'

import { PENGADUAN_LIMITS, STATUS_LOOKUP_LIMITS } from './pengaduan.rules'

/** Which limit refused, and for how long. */
export type Refusal = { limit: string; retryAfterSeconds: number }

// Addresses and numbers are personal data: the shared store sees keyed hashes only.
const hashed = (value: string) =>
  createHmac('sha256', env.PAYLOAD_SECRET).update(`pengaduan:${value}`).digest('base64url')

async function consume(
  limiters: Record<string, { consume: (key: string) => Promise<unknown> }>,
  keys: Record<string, string>,
): Promise<Refusal | null> {
  for (const [name, key] of Object.entries(keys)) {
    try {
      await limiters[name].consume(hashed(key))
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) throw error
      return { limit: name, retryAfterSeconds: Math.ceil(error.msBeforeNext / 1000) }
    }
  }
  return null
}

/** This process's limits on new complaints and on status look-ups (lib/rate-limiters.ts). */
export const pengaduanThrottle = (payload: Payload) =>
  oncePerProcess('bprsPengaduanThrottle', async () => {
    const store = throttleStoreFor(payload)
    const prefix = `${env.REDIS_KEY_PREFIX}:pengaduan`
    const submit = await createLimiters(store, PENGADUAN_LIMITS, {
      keyPrefix: prefix,
      tableName: 'pengajuan_throttle',
    })
    const lookup = await createLimiters(store, STATUS_LOOKUP_LIMITS, {
      keyPrefix: `${prefix}:status`,
      tableName: 'pengajuan_throttle',
    })
    return {
      reserveSubmit: (address: string, phone: string) =>
        consume(submit.limiters, { perAddress: address, perNumber: phone }),
      reserveLookup: (address: string) => consume(lookup.limiters, { perAddress: address }),
    }
  })
