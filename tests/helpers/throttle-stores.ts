import { randomBytes } from 'node:crypto'

import pg from 'pg'
import { afterAll } from 'vitest'

import type { ThrottleStore } from '@/lib/rate-limiters'

type Closable = { close(): Promise<void> }

/**
 * The stores a throttle is tested on: memory alone (SQLite's single process), and PostgreSQL
 * (with TEST_DB=postgres) or Redis (with REDIS_URL) shared by two instances of the site. What a
 * test starts is closed after its file.
 */
export function throttleStores<T extends Closable>(
  create: (store: ThrottleStore, prefix: string) => Promise<T>,
) {
  const pools: pg.Pool[] = []
  const started: T[] = []
  afterAll(async () => {
    await Promise.all(started.map((throttle) => throttle.close()))
    await Promise.all(pools.map((pool) => pool.end()))
  })

  const pool = () => {
    const made = new pg.Pool({ connectionString: process.env.DATABASE_URL })
    pools.push(made)
    return made
  }
  const stores: { name: string; store: () => ThrottleStore; instances: number }[] = [
    { name: 'memory', store: () => ({ kind: 'memory' }), instances: 1 },
  ]
  if (process.env.TEST_DB === 'postgres') {
    stores.push({
      name: 'postgres',
      store: () => ({ kind: 'postgres', pool: pool() }),
      instances: 2,
    })
  }
  const url = process.env.REDIS_URL
  if (url) stores.push({ name: 'redis', store: () => ({ kind: 'redis', url }), instances: 2 })

  /** One throttle, closed after the file. */
  const startOne = async (store: ThrottleStore, prefix: string) => {
    const throttle = await create(store, prefix)
    started.push(throttle)
    return throttle
  }

  /**
   * `instances` throttles on one store, under a prefix of their own: the Redis server is shared
   * with other runs.
   */
  const start = async ({ store, instances }: (typeof stores)[number], name: string) => {
    const prefix = `${name}-${randomBytes(4).toString('hex')}`
    const throttles: T[] = []
    for (let i = 0; i < instances; i++) throttles.push(await startOne(store(), prefix))
    return throttles
  }

  return { stores, start, startOne, pool }
}
