import { describe, expect, it } from 'vitest'

import { createPengajuanThrottle } from '@/modules/pengajuan/pengajuan.throttle'

import { throttleStores } from '../helpers/throttle-stores'

// As the login throttle: memory alone on SQLite, PostgreSQL or Redis shared by two instances.
const { stores, start: startOn, startOne, pool } = throttleStores(createPengajuanThrottle)

describe.each(stores)('the inquiry limits on $name', (on) => {
  const start = () => startOn(on, 'test-pengajuan')
  const instances = on.instances

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
    const shared = pool()
    const throttle = await startOne({ kind: 'postgres', pool: shared }, 'test-hash')
    await throttle.reserve('192.0.2.99', '+6281299990000')
    const { rows } = await shared.query<{ key: string }>('SELECT key FROM pengajuan_throttle')
    const keys = rows.map((r) => r.key).join(' ')
    expect(keys).toContain('test-hash')
    expect(keys).not.toContain('192.0.2')
    expect(keys).not.toContain('6281299990000')
  })
}
