import { randomBytes } from 'node:crypto'

import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'

import {
  createLoginThrottle,
  type LoginThrottle,
  type ThrottleStore,
} from '@/modules/auth/login-throttle'

// Two instances of the site share one store; SQLite's single process counts in memory.
const stores: { name: string; store: () => ThrottleStore; instances: number }[] = [
  { name: 'memory', store: () => ({ kind: 'memory' }), instances: 1 },
]
const pools: pg.Pool[] = []
const started: LoginThrottle[] = []
if (process.env.TEST_DB === 'postgres') {
  stores.push({
    name: 'postgres',
    store: () => {
      const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL })
      pools.push(pool)
      return { kind: 'postgres', pool }
    },
    instances: 2,
  })
}
if (process.env.REDIS_URL) {
  const url = process.env.REDIS_URL
  stores.push({ name: 'redis', store: () => ({ kind: 'redis', url }), instances: 2 })
}

afterAll(async () => {
  await Promise.all(started.map((throttle) => throttle.close()))
  await Promise.all(pools.map((pool) => pool.end()))
})

describe.each(stores)('the login throttle on $name', ({ store, instances }) => {
  // A unique prefix per run: the Redis server is shared with other runs.
  const prefix = `test-i11-${randomBytes(4).toString('hex')}`
  const start = async () => {
    const throttles: LoginThrottle[] = []
    for (let i = 0; i < instances; i++) throttles.push(await createLoginThrottle(store(), prefix))
    started.push(...throttles)
    return throttles
  }

  it('lets exactly five attempts of a parallel burst through, across instances', async () => {
    const throttles = await start()
    // 19: under the per-address limit, so that only the per-account one decides here.
    const burst = await Promise.allSettled(
      Array.from({ length: 19 }, (_, i) => throttles[i % instances].reserve('192.0.2.1', 'admin')),
    )
    expect(burst.filter((r) => r.status === 'fulfilled')).toHaveLength(5)
    // Another address still gets its own five.
    await expect(throttles[0].reserve('192.0.2.2', 'admin')).resolves.toBeUndefined()
  })

  it('starts the pair afresh after a right password', async () => {
    const throttles = await start()
    for (let i = 0; i < 4; i++) await throttles[i % instances].reserve('192.0.2.3', 'admin')
    await throttles[0].succeed('192.0.2.3', 'admin')
    for (let i = 0; i < 5; i++) await throttles[i % instances].reserve('192.0.2.3', 'Admin ')
    await expect(throttles[0].reserve('192.0.2.3', 'admin')).rejects.toMatchObject({
      status: 429,
    })
  })
})

describe('the login throttle when its Redis is down', () => {
  it('starts all the same and keeps counting in memory, so logins go on', async () => {
    // Nothing listens on port 1: the connection is refused at start-up and on every retry.
    const throttle = await createLoginThrottle(
      { kind: 'redis', url: 'redis://127.0.0.1:1' },
      `test-down-${randomBytes(4).toString('hex')}`,
    )
    started.push(throttle)
    for (let i = 0; i < 5; i++) await throttle.reserve('192.0.2.9', 'admin')
    await expect(throttle.reserve('192.0.2.9', 'admin')).rejects.toMatchObject({ status: 429 })
  })
})
