import type { Payload } from 'payload'

import { env } from '@/lib/env'
import { createLimiters, oncePerProcess, throttleStoreFor } from '@/lib/rate-limiters'
import { consumeKeyed } from '@/modules/case-intake/keyed-throttle'

import { PENGADUAN_LIMITS, STATUS_LOOKUP_LIMITS } from './pengaduan.rules'

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
        consumeKeyed('pengaduan', submit.limiters, { perAddress: address, perNumber: phone }),
      reserveLookup: (address: string) =>
        consumeKeyed('pengaduan', lookup.limiters, { perAddress: address }),
    }
  })
