import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import * as cmsApi from '@/app/(payload)/cms-api/[...slug]/route'
import * as login from '@/app/api/auth/login/route'
import * as newsItem from '@/app/api/news/[key]/route'
import * as news from '@/app/api/news/route'
import * as promo from '@/app/api/[type]/route'
import * as rss from '@/app/news/rss.xml/route'
import { PUBLICATION_MESSAGES } from '@/content-types/publication'
import { findRecordBySlug } from '@/modules/content/content.service'
import { applyEdges } from '@/modules/content/window'
import { newestNews } from '@/modules/news/news.service'
import { searchSite } from '@/modules/search/search.service'
import { sitemapRoot } from '@/modules/site/sitemap'
import { sweepOrphans } from '@/modules/storage/orphan-sweep'

import { call, type CallOptions, file } from '../helpers/api-client'
import { makeImage } from '../helpers/files'
import { startTestPayload, type TestPayload } from '../helpers/test-payload'

/*
 * Issue 29: drafts, the schedule and the one visibility rule, through every public surface a
 * visitor reaches without a browser (the pages read the same services: findRecordBySlug is the
 * detail page's and its JSON-LD's read, newestNews the home page's).
 */

let t: TestPayload
let token: string
const at = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString()
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const visitor = () => ({ payload: t.payload, user: null })

beforeAll(async () => {
  t = await startTestPayload()
  token = (
    await call(login.POST, '/api/auth/login', {
      method: 'POST',
      json: { username: 'admin', password: 'rahasia-uji-123' },
    })
  ).data.token
})
afterAll(async () => {
  await t?.close()
})

const newsForm = async (judul: string, extra: Record<string, string | Blob> = {}) => ({
  judul,
  kategori: 'Pengumuman',
  kutipan: 'Kutipan.',
  isisatu: 'Paragraf satu.',
  isidua: 'Paragraf dua.',
  dibuatPada: '2026-05-20',
  thumbnail: file(await makeImage('jpeg', 640, 360), 'berita.jpg', 'image/jpeg'),
  ...extra,
})
const createNews = async (judul: string, extra: Record<string, string | Blob> = {}) =>
  call(news.POST, '/api/news', { method: 'POST', token, form: await newsForm(judul, extra) })
const updateNews = async (id: string, form: Record<string, string | Blob>) =>
  call(newsItem.PUT, `/api/news/${id}`, { method: 'PUT', token, params: { key: id }, form })

const titles = (items: { judul: string }[]) => items.map((item) => item.judul)
const publicWhole = async () => titles((await call(news.GET, '/api/news')).data)
const publicPage = async () => titles((await call(news.GET, '/api/news?page=1&limit=100')).data)
const publicOne = (slug: string) =>
  call(newsItem.GET, `/api/news/${slug}`, { params: { key: slug } })
const adminListed = async (judul: string) =>
  (
    (await call(news.GET, '/api/news?page=1&limit=100', { token })).data as {
      judul: string
      status: string
      adaDraf?: boolean
    }[]
  ).find((item) => item.judul === judul)
const adminRead = async (slug: string) =>
  (await call(newsItem.GET, `/api/news/${slug}`, { token, params: { key: slug } })).data
const searched = async (q: string) =>
  (await searchSite(t.payload, q, { page: 1, limit: 10 })).hits.map((hit) => hit.title)
const feed = async () => (await rss.GET(new Request('http://localhost:3000/news/rss.xml'))).text()
const cms = (path: string, options: CallOptions = {}) => {
  const slug = new URL(path, 'http://x').pathname.split('/').slice(2)
  return call(cmsApi.GET, path, { params: { slug }, ...options })
}

describe('a draft', () => {
  it('reaches no public surface, and the administrator sees it as Draf', async () => {
    const created = await createNews('Berita Draf Rahasia Zamrud', { draf: 'true' })
    expect(created.status).toBe(201)
    // SPEC's answer to a write keeps its shape; an administrator's read says the state.
    expect(created.data).not.toHaveProperty('status')
    const { _id, slug } = created.data
    expect(await adminRead(slug)).toMatchObject({
      status: 'draf',
      terbitPada: null,
      tarikPada: null,
    })

    expect(await publicWhole()).not.toContain('Berita Draf Rahasia Zamrud')
    expect(await publicPage()).not.toContain('Berita Draf Rahasia Zamrud')
    expect(await publicOne(slug)).toMatchObject({ status: 404 })
    expect(await findRecordBySlug(visitor(), 'news', slug)).toBeNull()
    expect(titles(await newestNews(visitor(), 50))).not.toContain('Berita Draf Rahasia Zamrud')
    expect(await searched('Zamrud')).toEqual([])
    const typo = await searchSite(t.payload, 'Zamrut', { page: 1, limit: 10, forPage: true })
    expect(typo.suggestion).toBeNull()
    expect(await sitemapRoot(visitor())).not.toContain(slug)
    expect(await feed()).not.toContain('Zamrud')
    // Payload's REST, as a visitor: neither the list nor the record by id.
    const cmsList = await cms('/cms-api/news?limit=100')
    expect(titles(cmsList.data.docs)).not.toContain('Berita Draf Rahasia Zamrud')
    expect((await cms(`/cms-api/news/${_id}`)).status).toBeGreaterThanOrEqual(403)

    const admin = await call(news.GET, '/api/news?page=1&limit=100&status=draf', { token })
    expect(admin.data).toEqual([expect.objectContaining({ _id, status: 'draf' })])
    expect(admin.headers.get('Cache-Control')).toBe('private, no-store')
    const published = await call(news.GET, '/api/news?status=terbit&limit=100', { token })
    expect(titles(published.data)).not.toContain('Berita Draf Rahasia Zamrud')

    // 'Simpan' (no draft flag) publishes it, as SPEC's save always did.
    const { thumbnail: _file, ...fields } = await newsForm('Berita Draf Rahasia Zamrud')
    expect((await updateNews(_id, fields)).status).toBe(200)
    expect(await adminRead(slug)).toMatchObject({ status: 'terbit' })
    expect(await publicWhole()).toContain('Berita Draf Rahasia Zamrud')
    expect(await searched('Zamrud')).toEqual(['Berita Draf Rahasia Zamrud'])
    expect(await feed()).toContain('Zamrud')
  })

  it('of a published record leaves it public unchanged, with its file, until it is published', async () => {
    const created = await createNews('Margin Tabungan Safir')
    const { _id, slug } = created.data
    expect(await adminRead(slug)).toMatchObject({ status: 'terbit' })
    const publishedImage = created.data.thumbnail.secure_url

    const draft = await updateNews(_id, {
      ...(await newsForm('Margin Tabungan Safir', { isisatu: 'Angka baru Pirusan belum final.' })),
      draf: 'true',
    })
    expect(draft.status).toBe(200)

    const seen = await publicOne(slug)
    expect(seen.data).toMatchObject({ isisatu: 'Paragraf satu.' })
    expect(seen.data.thumbnail.secure_url).toBe(publishedImage)
    const stored = (await t.listMedia()).map((name) => name.split('/').pop())
    expect(stored).toContain(publishedImage.split('/').pop())
    expect(await searched('Pirusan')).toEqual([])
    // The administrator's list shows the published record, and that a draft of it waits.
    expect(await adminListed('Margin Tabungan Safir')).toMatchObject({
      status: 'terbit',
      adaDraf: true,
    })
    // The administrator edits the draft.
    const edited = await adminRead(slug)
    expect(edited).toMatchObject({ isisatu: 'Angka baru Pirusan belum final.', status: 'draf' })
    // The draft's own file is kept by the orphan sweep: a version uses it.
    const draftImage = edited.thumbnail.secure_url as string
    expect(draftImage).not.toBe(publishedImage)
    // Served to the administrator (the preview), uncached; to a visitor, only the published one.
    const fileOf = (url: string, options: CallOptions = {}) =>
      cms(new URL(url, 'http://x').pathname, options)
    expect((await fileOf(draftImage)).status).toBe(404)
    const forAdmin = await fileOf(draftImage, { token })
    expect(forAdmin.status).toBe(200)
    expect(forAdmin.headers.get('Cache-Control')).toBe('private, no-store')
    expect((await fileOf(publishedImage)).status).toBe(200)
    await sweepOrphans(t.payload, 0)
    const kept = (await t.listMedia()).map((name) => name.split('/').pop())
    expect(kept).toEqual(
      expect.arrayContaining([publishedImage.split('/').pop(), draftImage.split('/').pop()]),
    )

    const { thumbnail: _file, ...fields } = await newsForm('Margin Tabungan Safir', {
      isisatu: 'Angka baru Pirusan belum final.',
    })
    expect((await updateNews(_id, fields)).status).toBe(200)
    expect((await publicOne(slug)).data).toMatchObject({
      isisatu: 'Angka baru Pirusan belum final.',
    })
    expect(await searched('Pirusan')).toEqual(['Margin Tabungan Safir'])
    expect((await adminListed('Margin Tabungan Safir'))?.adaDraf).toBeUndefined()
  })

  it('works for a registry-served type too (promo)', async () => {
    const made = await call(promo.POST, '/api/promo', {
      method: 'POST',
      token,
      params: { type: 'promo' },
      form: {
        judul: 'Promo Draf Topas',
        mulai: at(-60),
        selesai: at(3600),
        ringkasan: 'Ringkasan.',
        isi: 'Isi.',
        gambar: file(await makeImage('png'), 'promo.png', 'image/png'),
        draf: 'true',
      },
    })
    expect(made.status).toBe(201)
    const admin = await call(promo.GET, '/api/promo?status=draf', {
      token,
      params: { type: 'promo' },
    })
    expect(titles(admin.data)).toEqual(['Promo Draf Topas'])
    const list = await call(promo.GET, '/api/promo', { params: { type: 'promo' } })
    expect(titles(list.data)).not.toContain('Promo Draf Topas')
    expect(await searched('Topas')).toEqual([])
  })
})

describe('the schedule', () => {
  it('refuses a bad time, an end before the start and a bad flag, with their messages', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ terbitPada: 'besok pagi' }, PUBLICATION_MESSAGES.terbit],
      [{ tarikPada: '2026-13-01T10:00' }, PUBLICATION_MESSAGES.tarik],
      [{ terbitPada: at(3600), tarikPada: at(60) }, PUBLICATION_MESSAGES.urutan],
      [{ draf: 'ya' }, PUBLICATION_MESSAGES.draf],
    ]
    for (const [extra, message] of cases) {
      expect(await createNews('Berita Ditolak', extra)).toMatchObject({
        status: 400,
        data: { error: message },
      })
    }
    const bad = await call(news.GET, '/api/news?status=entah', { token })
    expect(bad).toMatchObject({ status: 400, data: { error: PUBLICATION_MESSAGES.status } })
  })

  it('publishes at Terbitkan pada and withdraws at Tarik pada without a visit or a save', async () => {
    const before = new Date()
    // A form's WIB time: the minute the record appears, read in UTC+7.
    const wib = new Date(Date.parse(at(2)) + 7 * 3_600_000).toISOString().slice(0, 19)
    const coming = await createNews('Berita Terjadwal Kecubung', { terbitPada: wib })
    expect(await adminRead(coming.data.slug)).toMatchObject({ status: 'terjadwal' })
    const leaving = await createNews('Berita Ditarik Giok', { tarikPada: at(2) })
    expect(await adminRead(leaving.data.slug)).toMatchObject({ status: 'terbit' })
    expect(await publicWhole()).not.toContain('Berita Terjadwal Kecubung')
    expect(await publicWhole()).toContain('Berita Ditarik Giok')
    expect(await searched('Kecubung')).toEqual([])
    expect(await searched('Giok')).toEqual(['Berita Ditarik Giok'])

    await sleep(2500)
    // Reads follow the clock; the edge job brings the search and the caches along.
    expect(await publicWhole()).toContain('Berita Terjadwal Kecubung')
    expect(await publicWhole()).not.toContain('Berita Ditarik Giok')
    const look = await applyEdges(t.payload, before, new Date())
    expect(look.expired).toContain('news')
    expect(await searched('Kecubung')).toEqual(['Berita Terjadwal Kecubung'])
    expect(await searched('Giok')).toEqual([])
    expect(await sitemapRoot(visitor())).toContain(coming.data.slug)
    const ended = await call(news.GET, '/api/news?status=ditarik&limit=100', { token })
    expect(titles(ended.data)).toContain('Berita Ditarik Giok')
  })

  it('is acted on once, however many instances look at the same time', async () => {
    const before = new Date()
    const record = await createNews('Berita Sekali Saja Akik', { terbitPada: at(1) })
    await sleep(1500)
    const until = new Date()
    // Two instances' looks at once, each with a cache of its own (as without REDIS_URL).
    const looks = await Promise.all([
      applyEdges(t.payload, before, until, before, false),
      applyEdges(t.payload, before, until, before, false),
    ])
    const mine = (claimed: { id: number }[]) =>
      claimed.filter((c) => String(c.id) === String(record.data._id))
    // The running edge job of this process may have claimed it first: never more than once.
    expect(mine(looks.flatMap((look) => look.claimed)).length).toBeLessThanOrEqual(1)
    const rows = await t.payload.find({
      collection: 'edge-claims',
      where: { record: { equals: Number(record.data._id) } },
      overrideAccess: true,
    })
    expect(rows.totalDocs).toBe(1)
    // Both expire their own caches; a later look (a restart) claims nothing again.
    expect(looks.every((look) => look.expired.includes('news'))).toBe(true)
    const again = await applyEdges(t.payload, new Date(0), new Date(), new Date(0), true)
    expect(mine(again.claimed)).toEqual([])
    expect(await searched('Akik')).toEqual(['Berita Sekali Saja Akik'])
  })
})
