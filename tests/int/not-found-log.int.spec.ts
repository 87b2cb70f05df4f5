import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  flushNotFoundLog,
  loggedAddress,
  NOT_FOUND_LOG,
  pruneNotFoundLog,
  recordNotFound,
} from '@/modules/redirects/not-found-log'

import { startTestPayload, type TestPayload } from '../helpers/test-payload'

let t: TestPayload

beforeAll(async () => {
  t = await startTestPayload()
})
afterAll(async () => {
  await t?.close()
})

const visit = (pathname: string, extra: { search?: string; referer?: string } = {}, at?: Date) =>
  recordNotFound(
    t.payload,
    { pathname, search: extra.search ?? '', referer: extra.referer ?? null, host: 'situs.test' },
    at,
  )

const rows = async () =>
  (await t.payload.find({ collection: 'log404', sort: '-jumlah', limit: 0, pagination: false }))
    .docs

describe('404 log', () => {
  it('counts each address with first and last seen and the referring host only', async () => {
    visit(
      '/2024/05/hilang/',
      { search: '?utm_source=fb&email=a@b.id', referer: 'https://www.google.com/search?q=x' },
      new Date('2026-11-01T00:00:00Z'),
    )
    visit('/2024/05/hilang', {}, new Date('2026-11-02T00:00:00Z'))
    visit('/', { search: '?p=123' })
    expect(await flushNotFoundLog(t.payload)).toBe(2)
    visit(
      '/2024/05/hilang',
      { referer: 'http://situs.test/news' },
      new Date('2026-11-03T00:00:00Z'),
    )
    await flushNotFoundLog(t.payload)
    const [top, wp] = await rows()
    expect(top).toMatchObject({ alamat: '/2024/05/hilang', jumlah: 3, perujuk: 'www.google.com' })
    expect(top.pertama).toBe('2026-11-01T00:00:00.000Z')
    expect(top.terakhir).toBe('2026-11-03T00:00:00.000Z')
    expect(wp).toMatchObject({ alamat: '/?p=123', jumlah: 1 })
  })

  it('keeps no personal datum in an address and cuts it to 500 characters', () => {
    expect(loggedAddress('/profil/budi@contoh.id/0812345678901')).toBe('/profil/[email]/[angka]')
    expect(loggedAddress(`/${'a'.repeat(900)}`)).toHaveLength(500)
  })

  it('stays bounded under a flood: a batch holds PENDING_MAX addresses, the table ROWS_MAX', async () => {
    visit('/2024/05/hilang')
    for (let i = 0; i < NOT_FOUND_LOG.PENDING_MAX + 300; i++) visit(`/bot/${i}`)
    // Full: a new address waits for the next batch, a known one is still counted.
    visit('/2024/05/hilang')
    expect(await flushNotFoundLog(t.payload)).toBe(NOT_FOUND_LOG.PENDING_MAX)
    const many = Math.ceil(NOT_FOUND_LOG.ROWS_MAX / NOT_FOUND_LOG.PENDING_MAX) + 1
    for (let round = 0; round < many; round++) {
      for (let i = 0; i < NOT_FOUND_LOG.PENDING_MAX; i++) visit(`/flood/${round}/${i}`)
      await flushNotFoundLog(t.payload)
    }
    const { totalDocs } = await t.payload.count({ collection: 'log404' })
    expect(totalDocs).toBe(NOT_FOUND_LOG.ROWS_MAX)
    // The most asked survive the cut.
    expect((await rows())[0]).toMatchObject({ alamat: '/2024/05/hilang', jumlah: 5 })
  })

  it('prunes entries not seen for KEEP_DAYS', async () => {
    const now = new Date()
    const count = async () => (await t.payload.count({ collection: 'log404' })).totalDocs
    await t.payload.db.deleteMany({ collection: 'log404', where: { jumlah: { less_than: 5 } } })
    expect(await count()).toBe(1)
    visit('/sudah-lama', {}, new Date(now.getTime() - (NOT_FOUND_LOG.KEEP_DAYS + 1) * 86_400_000))
    await flushNotFoundLog(t.payload)
    const before = await count()
    await pruneNotFoundLog(t.payload, now)
    expect(await count()).toBe(before - 1)
    expect((await rows()).some((row) => row.alamat === '/sudah-lama')).toBe(false)
    await pruneNotFoundLog(
      t.payload,
      new Date(now.getTime() + (NOT_FOUND_LOG.KEEP_DAYS + 1) * 86_400_000),
    )
    expect(await count()).toBe(0)
  })
})
