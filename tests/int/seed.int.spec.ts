import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { laporanSeed } from '@/seed/data/laporan'
import { newsSeed } from '@/seed/data/news'
import { produkSeed } from '@/seed/data/produk'
import { onInit } from '@/seed/on-init'
import { seedDemo } from '@/seed/seed-demo'

import { startTestPayload, type TestPayload } from '../helpers/test-payload'

let t: TestPayload

beforeAll(async () => {
  t = await startTestPayload({ seed: true })
})
afterAll(async () => {
  await t?.close()
})

const counts = async () => {
  const count = async (collection: 'laporan' | 'news' | 'produk' | 'users') =>
    (await t.payload.count({ collection, overrideAccess: true })).totalDocs
  return {
    laporan: await count('laporan'),
    news: await count('news'),
    produk: await count('produk'),
    users: await count('users'),
  }
}

describe('demo content', () => {
  it('fills an empty database at start-up, with the first administrator', async () => {
    expect(await counts()).toEqual({
      laporan: laporanSeed.length,
      news: newsSeed.length,
      produk: produkSeed.length,
      users: 1,
    })
    expect(produkSeed.length).toBeGreaterThanOrEqual(14)
    const settings = await t.payload.findGlobal({ slug: 'site-settings' })
    expect(settings.alamat?.jalan).toContain('Jalan Ngasem No. 52A')
  })

  it('leaves the same counts when it runs again', async () => {
    const before = await counts()
    await seedDemo(t.payload)
    expect(await counts()).toEqual(before)
  })

  it('gives repeated titles distinct slugs', async () => {
    const { docs } = await t.payload.find({ collection: 'news', limit: 0, pagination: false })
    const slugs = docs.map((d) => d.slug)
    expect(new Set(slugs).size).toBe(slugs.length)
    const titles = docs.map((d) => d.judul)
    expect(new Set(titles).size).toBeLessThan(titles.length)
  })

  it('stores every demo file with its WebP renditions', async () => {
    const media = await t.listMedia()
    expect(media.filter((f) => f.startsWith('laporan/') && f.endsWith('.pdf'))).toHaveLength(
      laporanSeed.length,
    )
    expect(media.filter((f) => f.startsWith('produk/') && f.endsWith('.webp')).length).toBe(
      produkSeed.length * 2,
    )
  })

  it('lets the first administrator sign in with the configured password', async () => {
    const result = await t.payload.login({
      collection: 'users',
      data: { username: 'admin', password: 'rahasia-uji-123' },
    })
    expect(result.token).toBeTruthy()
  })
})

describe('demo content after the bank removed it', () => {
  it('never comes back with a restart: only a brand-new database gets it', async () => {
    const { docs } = await t.payload.find({ collection: 'laporan', limit: 0, pagination: false })
    for (const doc of docs) {
      await t.payload.delete({ collection: 'laporan', id: doc.id, overrideAccess: true })
    }
    const migrations =
      process.env.TEST_DB === 'postgres'
        ? (await import('@/migrations/postgres')).migrations
        : (await import('@/migrations/sqlite')).migrations
    // The start-up work of the next boot, with demo content still asked for.
    await onInit(t.payload, migrations)
    expect((await counts()).laporan).toBe(0)
    expect((await counts()).produk).toBe(produkSeed.length)
  })
})
