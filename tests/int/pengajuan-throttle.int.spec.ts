import { randomBytes } from 'node:crypto'

import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'

import {
  createPengajuanThrottle,
  type PengajuanThrottle,
  type ThrottleStore,
} from '@/modules/pengajuan/pengajuan.throttle'

// As the login throttle: memory alone on SQLite, PostgreSQL or Redis shared by two instances.
const stores: { name: string; store: () => ThrottleStore; instances: number }[] = [
  { name: 'memory', store: () => ({ kind: 'memory' }), instances: 1 },
]
const pools: pg.Pool[] = []
const started: PengajuanThrottle[] = []
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

describe.each(stores)('the inquiry limits on $name', ({ store, instances }) => {
  const prefix = `test-pengajuan-${randomBytes(4).toString('hex')}`
  const start = async () => {
    const throttles: PengajuanThrottle[] = []
    for (let i = 0; i < instances; i++)
      throttles.push(await createPengajuanThrottle(store(), prefix))
    started.push(...throttles)
    return throttles
  }

  it('lets three inquiries of one number through a parallel burst, across instances', async () => {
    const throttles = await start()
    const burst = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        throttles[i % instances].reserve(`192.0.2.${i}`, '+6281200000001'),
      ),
    )
    expect(burst.filter((r) => r === null)).toHaveLength(3)
    expect(burst.find((r) => r !== null)).toMatchObject({ limit: 'perNumber' })
  })

  it('lets ten inquiries of one address through, whatever the numbers', async () => {
    const throttles = await start()
    const results = []
    for (let i = 0; i < 11; i++)
      results.push(await throttles[i % instances].reserve('192.0.2.200', `+62812000001${i}`))
    expect(results.slice(0, 10)).toEqual(Array(10).fill(null))
    expect(results[10]).toMatchObject({ limit: 'perAddress' })
    expect(results[10]?.retryAfterSeconds).toBeGreaterThan(3000)
  })
})

if (process.env.TEST_DB === 'postgres') {
  it('keeps neither the address nor the number in the shared store, only a keyed hash', async () => {
    const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL })
    pools.push(pool)
    const throttle = await createPengajuanThrottle({ kind: 'postgres', pool }, 'test-hash')
    started.push(throttle)
    await throttle.reserve('192.0.2.99', '+6281299990000')
    const { rows } = await pool.query<{ key: string }>('SELECT key FROM pengajuan_throttle')
    const keys = rows.map((r) => r.key).join(' ')
    expect(keys).toContain('test-hash')
    expect(keys).not.toContain('192.0.2')
    expect(keys).not.toContain('6281299990000')
  })
}
