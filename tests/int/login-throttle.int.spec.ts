import { randomBytes } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { createLoginThrottle } from '@/modules/auth/login-throttle'

import { throttleStores } from '../helpers/throttle-stores'

const { stores, start: startOn, startOne } = throttleStores(createLoginThrottle)

describe.each(stores)('the login throttle on $name', (on) => {
  const start = () => startOn(on, 'test-i11')
  const instances = on.instances

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
    const throttle = await startOne(
      { kind: 'redis', url: 'redis://127.0.0.1:1' },
      `test-down-${randomBytes(4).toString('hex')}`,
    )
    for (let i = 0; i < 5; i++) await throttle.reserve('192.0.2.9', 'admin')
    await expect(throttle.reserve('192.0.2.9', 'admin')).rejects.toMatchObject({ status: 429 })
  })
})
