import type { Payload } from 'payload'

import { env } from '@/lib/env'
import { createLimiters, oncePerProcess, throttleStoreFor } from '@/lib/rate-limiters'
import { consumeKeyed } from '@/modules/case-intake/keyed-throttle'

import { WBS_LIMITS_PER_ADDRESS, WBS_LOOKUP_LIMITS } from './whistleblowing.rules'

/**
 * This process's limits on new reports and on follow-up look-ups. The address is only ever a
 * keyed hash in the counters' store, gone when its window ends; it is never kept with a report.
 */
export const whistleblowingThrottle = (payload: Payload) =>
  oncePerProcess('bprsWhistleblowingThrottle', async () => {
    const store = throttleStoreFor(payload)
    const prefix = `${env.REDIS_KEY_PREFIX}:wbs`
    const submit = await createLimiters(store, WBS_LIMITS_PER_ADDRESS, {
      keyPrefix: prefix,
      tableName: 'pengajuan_throttle',
    })
    const lookup = await createLimiters(store, WBS_LOOKUP_LIMITS, {
      keyPrefix: `${prefix}:lanjut`,
      tableName: 'pengajuan_throttle',
    })
    return {
      reserveSubmit: (address: string) =>
        consumeKeyed('whistleblowing', submit.limiters, { perAddress: address }),
      reserveLookup: (address: string) =>
        consumeKeyed('whistleblowing', lookup.limiters, { perAddress: address }),
    }
  })
