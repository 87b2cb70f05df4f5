import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import * as laporan from '@/app/api/laporan/route'
import * as newsItem from '@/app/api/news/[key]/route'
import * as news from '@/app/api/news/route'
import * as produk from '@/app/api/produk/route'
import * as rss from '@/app/news/rss.xml/route'
import { API_PAGE_MAX, API_QUERY_MAX, LIST_QUERY_MESSAGES } from '@/lib/list-query'
import { queryRows } from '@/lib/page-query'
import { getPublicContext } from '@/lib/payload'
import { LAPORAN_MESSAGES } from '@/modules/laporan/laporan.rules'
import { newsCategories } from '@/modules/news/news.service'
import { NEWS_MESSAGES } from '@/modules/news/news.rules'
import { sitemapFile, sitemapRoot } from '@/modules/site/sitemap'

import { call, file } from '../helpers/api-client'
import { signInAdmin } from '../helpers/sign-in'
import { makeImage, makePdf } from '../helpers/files'
import { startTestPayload, type TestPayload } from '../helpers/test-payload'

// More rows than a page holds, with titles, categories and dates that cross page boundaries.
const NEWS_COUNT = 23
const ZAKAT = 12 // titles with "Zakat", every other item
const PRODUK_COUNT = 13
const LAPORAN_COUNT = 3

let t: TestPayload
let token: string
let newsTitlesNewestFirst: string[]

const day = (n: number) =>
  `2026-0${1 + Math.floor(n / 28)}-${String(1 + (n % 28)).padStart(2, '0')}`

beforeAll(async () => {
  t = await startTestPayload()
  token = await signInAdmin()
  const thumbnail = await makeImage('png')
  for (let i = 0; i < NEWS_COUNT; i++) {
    const res = await call(news.POST, '/api/news', {
      method: 'POST',
      token,
      form: {
        judul:
          i % 2 === 0 ? `Kabar Zakat ${i}` : i === 5 ? 'Diskon 50% _Spesial_' : `Kabar Umum ${i}`,
        kategori: i % 3 === 0 ? 'Haji' : 'Pengumuman',
        isisatu: 'Isi satu.',
        isidua: 'Isi dua.',
        dibuatPada: day(i),
        thumbnail: file(thumbnail, 't.png', 'image/png'),
      },
    })
    expect(res.status).toBe(201)
  }
  for (let i = 0; i < PRODUK_COUNT; i++) {
    const res = await call(produk.POST, '/api/produk', {
      method: 'POST',
      token,
      form: {
        judul: `Produk ${i}`,
        subJudul: 'Sub judul',
        deskripsi: 'Deskripsi.',
        keunggulan: i === 0 ? '[{"icon":"bank","label":"Tanpa biaya"}]' : '[]',
        thumbnail: file(thumbnail, 't.png', 'image/png'),
      },
    })
    expect(res.status).toBe(201)
  }
  for (let i = 0; i < LAPORAN_COUNT; i++) {
    const res = await call(laporan.POST, '/api/laporan', {
      method: 'POST',
      token,
      form: {
        judul: `Laporan ${i}`,
        tanggal: day(i),
        jenis: i === 0 ? 'Tahunan' : 'Publikasi',
        file: file(makePdf(), 'a.pdf', 'application/pdf'),
      },
    })
    expect(res.status).toBe(201)
  }
  newsTitlesNewestFirst = Array.from({ length: NEWS_COUNT }, (_, i) => NEWS_COUNT - 1 - i).map(
    (i) =>
      i % 2 === 0 ? `Kabar Zakat ${i}` : i === 5 ? 'Diskon 50% _Spesial_' : `Kabar Umum ${i}`,
  )
}, 120_000)
afterAll(async () => {
  await t?.close()
})

const get = (path: string) => call(news.GET, path)
const titles = (data: { judul: string }[]) => data.map((n) => n.judul)

describe('GET /api/news with page and limit', () => {
  it('pages newest first with X-Total-Count and Link, the first, middle and last page', async () => {
    const first = await get('/api/news?page=1&limit=10')
    expect(first.status).toBe(200)
    expect(first.headers.get('x-total-count')).toBe(String(NEWS_COUNT))
    expect(titles(first.data)).toEqual(newsTitlesNewestFirst.slice(0, 10))
    expect(first.headers.get('link')).toBe('</api/news?page=2&limit=10>; rel="next"')

    const middle = await get('/api/news?page=2&limit=10')
    expect(titles(middle.data)).toEqual(newsTitlesNewestFirst.slice(10, 20))
    expect(middle.headers.get('link')).toBe(
      '</api/news?page=1&limit=10>; rel="prev", </api/news?page=3&limit=10>; rel="next"',
    )

    const last = await get('/api/news?page=3&limit=10')
    expect(titles(last.data)).toEqual(newsTitlesNewestFirst.slice(20))
    expect(last.headers.get('link')).toBe('</api/news?page=2&limit=10>; rel="prev"')

    // A page past the end is the last page, so a link to a page that emptied still shows rows.
    expect(titles((await get('/api/news?page=99&limit=10')).data)).toEqual(
      newsTitlesNewestFirst.slice(20),
    )
  })

  it('searches titles case-insensitively across page boundaries, % and _ as plain text', async () => {
    const page1 = await get('/api/news?q=ZAKAT&limit=10')
    expect(page1.headers.get('x-total-count')).toBe(String(ZAKAT))
    const page2 = await get('/api/news?q=zakat&limit=10&page=2')
    expect(titles(page2.data)).toEqual(['Kabar Zakat 2', 'Kabar Zakat 0'])
    expect((await get('/api/news?q=50%25&limit=10')).data).toHaveLength(1)
    expect((await get('/api/news?q=_spesial_&limit=10')).data).toHaveLength(1)
    // Had % or _ been wildcards, these would match every title.
    expect((await get('/api/news?q=%25&limit=10')).data).toHaveLength(1)
    expect((await get('/api/news?q=K_bar&limit=10')).headers.get('x-total-count')).toBe('0')
    const none = await get('/api/news?q=tidak-ada-judul-begini&page=1')
    expect(none.data).toEqual([])
    expect(none.headers.get('x-total-count')).toBe('0')
    expect(none.headers.get('link')).toBeNull()
  })

  it('filters a category together with a search', async () => {
    const res = await get('/api/news?kategori=Haji&q=zakat&limit=100')
    // Even and a multiple of 3: 0, 6, 12, 18.
    expect(titles(res.data)).toEqual([
      'Kabar Zakat 18',
      'Kabar Zakat 12',
      'Kabar Zakat 6',
      'Kabar Zakat 0',
    ])
    expect(res.headers.get('x-total-count')).toBe('4')
  })

  it('sorts by a column of the back-office in the database', async () => {
    const res = await get('/api/news?sort=judul&dir=asc&limit=3')
    expect(titles(res.data)).toEqual(['Diskon 50% _Spesial_', 'Kabar Umum 1', 'Kabar Umum 11'])
  })

  it.each([
    ['page=0', LIST_QUERY_MESSAGES.page],
    ['page=abc', LIST_QUERY_MESSAGES.page],
    ['page=1.5', LIST_QUERY_MESSAGES.page],
    ['limit=1e9', LIST_QUERY_MESSAGES.limit(API_PAGE_MAX)],
    ['limit=101', LIST_QUERY_MESSAGES.limit(API_PAGE_MAX)],
    ['limit=0', LIST_QUERY_MESSAGES.limit(API_PAGE_MAX)],
    ['sort=slug', LIST_QUERY_MESSAGES.sort],
    ['sort=judul&dir=up', LIST_QUERY_MESSAGES.dir],
    [`q=${'a'.repeat(201)}`, LIST_QUERY_MESSAGES.q(API_QUERY_MAX)],
    ['kategori=Gosip', NEWS_MESSAGES.kategori],
  ])('answers 400 in Indonesian to %s', async (query, message) => {
    const res = await get(`/api/news?${query}`)
    expect(res.status).toBe(400)
    expect(res.data).toEqual({ error: message })
  })

  it('keeps SPEC whole list without parameters, with an ETag that moves on a change', async () => {
    const whole = await get('/api/news')
    expect(titles(whole.data)).toEqual(newsTitlesNewestFirst)
    const etag = whole.headers.get('etag')!
    const again = await call(news.GET, '/api/news', { headers: { 'If-None-Match': etag } })
    expect(again.status).toBe(304)
    const item = whole.data[0]
    const edited = await call(newsItem.PUT, `/api/news/${item._id}`, {
      method: 'PUT',
      token,
      params: { key: item._id },
      form: {
        judul: 'Kabar Zakat Diubah',
        kategori: item.kategori,
        isisatu: item.isisatu,
        isidua: item.isidua,
        dibuatPada: item.dibuatPada,
      },
    })
    expect(edited.status).toBe(200)
    const after = await call(news.GET, '/api/news', { headers: { 'If-None-Match': etag } })
    expect(after.status).toBe(200)
    expect(after.headers.get('etag')).not.toBe(etag)
    expect(after.data[0].judul).toBe('Kabar Zakat Diubah')
  })
})

describe('the whole lists', () => {
  // The whole list reads its records without Payload's read hooks but the file URLs' (page-query.ts);
  // a page reads them through Payload: each record must come out the same, byte for byte.
  it.each([
    ['news', news.GET],
    ['produk', produk.GET],
    ['laporan', laporan.GET],
  ])('answers each /api/%s record exactly as its page does', async (type, GET) => {
    const whole = await call(GET, `/api/${type}`)
    const paged = await call(GET, `/api/${type}?page=1&limit=${API_PAGE_MAX}`)
    expect(whole.data.length).toBeGreaterThan(0)
    expect(JSON.stringify(whole.data)).toBe(JSON.stringify(paged.data))
  })
})

describe('the other API lists', () => {
  it('pages products and filters reports by jenis', async () => {
    const page2 = await call(produk.GET, '/api/produk?page=2&limit=10')
    expect(page2.data).toHaveLength(PRODUK_COUNT - 10)
    expect(page2.headers.get('x-total-count')).toBe(String(PRODUK_COUNT))
    const tahunan = await call(laporan.GET, '/api/laporan?jenis=Tahunan')
    expect(tahunan.data.map((l: { judul: string }) => l.judul)).toEqual(['Laporan 0'])
    const bad = await call(laporan.GET, '/api/laporan?jenis=Bulanan')
    expect(bad).toMatchObject({ status: 400, data: { error: LAPORAN_MESSAGES.jenis } })
  })
})

describe('categories, sitemap and feed', () => {
  it('lists the categories that have news, from the database', async () => {
    expect(await newsCategories(await getPublicContext())).toEqual(['Haji', 'Pengumuman'])
  })

  it('splits the sitemap into an index of files that together list every URL', async () => {
    const ctx = await getPublicContext()
    // A single file while everything fits.
    expect(await sitemapRoot(ctx)).toContain('<urlset')
    const index = await sitemapRoot(ctx, 10)
    const files = [...index.matchAll(/<loc>[^<]*\/sitemap\/([^<]+)\.xml<\/loc>/g)].map((m) => m[1])
    expect(files).toEqual(['halaman', 'produk-1', 'produk-2', 'news-1', 'news-2', 'news-3'])
    const urls: string[] = []
    for (const name of files) {
      const xml = (await sitemapFile(ctx, name, 10))!
      const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname)
      if (name !== 'halaman') expect(locs.length).toBeLessThanOrEqual(10)
      urls.push(...locs)
    }
    expect(new Set(urls).size).toBe(urls.length)
    expect(urls.filter((u) => u.startsWith('/news/'))).toHaveLength(NEWS_COUNT)
    expect(urls.filter((u) => u.startsWith('/produk/'))).toHaveLength(PRODUK_COUNT)
    expect(urls).toContain('/laporan-publikasi/tahunan')
    expect(await sitemapFile(ctx, 'news-4', 10)).toBeNull()
    expect(await sitemapFile(ctx, 'lainnya', 10)).toBeNull()
  })

  it('carries the newest 50 news items in the feed', async () => {
    // Clones by SQL (twice: 23 → 92 items), to pass the feed's size without 70 more uploads.
    const ctx = await getPublicContext()
    for (const round of [1, 2])
      await queryRows(
        ctx.payload,
        sql`INSERT INTO news (judul, slug, kategori, isisatu, isidua, dibuat_pada, filename, _status)
          SELECT 'Lama ' || id, 'lama-' || ${round} || '-' || id, kategori, isisatu, isidua, '2020-01-01T00:00:00.000Z', 'lama-' || ${round} || '-' || id || '.png', _status
          FROM news`,
      )
    const res = await rss.GET(new Request('http://localhost:3000/news/rss.xml'))
    const xml = await res.text()
    const items = [...xml.matchAll(/<item>[\s\S]*?<title>([^<]+)<\/title>/g)].map((m) => m[1])
    expect(items).toHaveLength(50)
    expect(items.filter((title) => title.startsWith('Lama '))).toHaveLength(50 - NEWS_COUNT)
  })
})
