import { describe, expect, it } from 'vitest'

type Handlers = { handlers: object[] }
const shared = globalThis as { bprsCacheHandlers?: () => Promise<Handlers> }
/** A copy of the module of its own: another module instance, as another bundle loads it. */
const loadCopy = (copy: string) => import(/* @vite-ignore */ `../../cache-handler.mjs?copy=${copy}`)

describe('the cache handler', () => {
  it('keeps one store per process, however many copies of its module are loaded', async () => {
    // The proxy's bundle loads a copy of its own beside the server's: two module instances.
    await loadCopy('server')
    const first = shared.bprsCacheHandlers
    await loadCopy('proxy')
    const second = shared.bprsCacheHandlers
    expect(first).toBeDefined()
    expect(second).not.toBe(first)
    const [a, b] = await Promise.all([first!(), second!()])
    expect(a.handlers[0]).toBe(b.handlers[0])
  })
})
