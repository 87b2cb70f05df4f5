import { afterAll, beforeAll, expect, it } from 'vitest'

import { withStartupLock } from '@/seed/startup-lock'

import { startTestPayload, type TestPayload } from '../helpers/test-payload'

let t: TestPayload

beforeAll(async () => {
  t = await startTestPayload()
})
afterAll(async () => {
  await t?.close()
})

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

// Several instances may share one PostgreSQL database; SQLite is one file for one process.
if (process.env.TEST_DB === 'postgres') {
  it('runs the start-up work of two instances one after the other', async () => {
    const steps: string[] = []
    const startUp = (name: string) =>
      withStartupLock(t.payload, async () => {
        steps.push(`${name} begins`)
        await pause(150)
        steps.push(`${name} ends`)
        return name
      })
    expect(await Promise.all([startUp('a'), startUp('b')])).toEqual(['a', 'b'])
    // Either may take the lock first; the other's work starts only once the first's has ended.
    const [first, second] = steps[0] === 'a begins' ? ['a', 'b'] : ['b', 'a']
    expect(steps).toEqual([
      `${first} begins`,
      `${first} ends`,
      `${second} begins`,
      `${second} ends`,
    ])
  })
} else {
  it('runs the start-up work directly on SQLite', async () => {
    expect(await withStartupLock(t.payload, async () => 'done')).toBe('done')
  })
}
