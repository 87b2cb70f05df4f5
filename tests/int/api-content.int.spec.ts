import { readFile } from 'node:fs/promises'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import * as cmsApi from '@/app/(payload)/cms-api/[...slug]/route'
import * as laporanItem from '@/app/api/laporan/[id]/route'
import * as laporan from '@/app/api/laporan/route'
import * as newsItem from '@/app/api/news/[key]/route'
import * as news from '@/app/api/news/route'
import * as produkItem from '@/app/api/produk/[id]/route'
import * as produk from '@/app/api/produk/route'
import { TRASH_DAYS } from '@/modules/history/history.rules'
import { purgeExpiredTrash } from '@/modules/history/trash'
import { LAPORAN_MESSAGES } from '@/modules/laporan/laporan.rules'
import { NEWS_MESSAGES } from '@/modules/news/news.rules'
import { PRODUK_MESSAGES } from '@/modules/produk/produk.rules'

import { call, file } from '../helpers/api-client'
import { signInAdmin } from '../helpers/sign-in'
import { makeImage, makeOversized, makePdf, MB } from '../helpers/files'
import { expectServerMadeNames, uploadUnderClientNames } from '../helpers/stored-names'
import { startTestPayload, type TestPayload } from '../helpers/test-payload'

let t: TestPayload
let token: string

beforeAll(async () => {
  t = await startTestPayload()
  token = await signInAdmin()
})
afterAll(async () => {
  await t?.close()
})

const laporanForm = (extra: Record<string, string | Blob> = {}) => ({
  judul: 'Laporan Publikasi Triwulan I 2026',
  tanggal: '2026-04-28',
  jenis: 'Publikasi',
  file: file(makePdf(), 'triwulan.pdf', 'application/pdf'),
  ...extra,
})

/** Purges the trash as the job does once its days have passed: the records and their files go. */
const purgeTrash = () =>
  purgeExpiredTrash(t.payload, new Date(Date.now() + (TRASH_DAYS + 1) * 24 * 60 * 60 * 1000))

const mediaOf = async (collection: string) =>
  (await t.listMedia()).filter((f) => f.startsWith(`${collection}/`)).sort()

describe('/api/laporan', () => {
  it('creates, lists, updates without a new file, and deletes with its file', async () => {
    const created = await call(laporan.POST, '/api/laporan', {
      method: 'POST',
      token,
      form: laporanForm(),
    })
    expect(created.status).toBe(201)
    expect(created.data).toMatchObject({
      judul: 'Laporan Publikasi Triwulan I 2026',
      jenis: 'Publikasi',
      ukuran: makePdf().length,
    })
    expect(created.data._id).toEqual(expect.any(String))
    expect(created.data.fileUrl).toMatch(/\.pdf$/)

    const list = await call(laporan.GET, '/api/laporan')
    expect(list.status).toBe(200)
    expect(list.data.map((l: { _id: string }) => l._id)).toContain(created.data._id)

    const id = created.data._id
    const files = await mediaOf('laporan')
    const updated = await call(laporanItem.PATCH, `/api/laporan/${id}`, {
      method: 'PATCH',
      token,
      params: { id },
      form: { judul: 'Judul Baru', tanggal: '2026-05-01', jenis: 'Tahunan' },
    })
    expect(updated.status).toBe(200)
    expect(updated.data).toMatchObject({ judul: 'Judul Baru', jenis: 'Tahunan' })
    expect(updated.data.fileUrl).toBe(created.data.fileUrl)
    expect(await mediaOf('laporan')).toEqual(files)

    const removed = await call(laporanItem.DELETE, `/api/laporan/${id}`, {
      method: 'DELETE',
      token,
      params: { id },
    })
    expect(removed.status).toBe(200)
    const gone = await call(laporanItem.GET, `/api/laporan/${id}`, { params: { id } })
    expect(gone.status).toBe(404)
    // In the trash its files stay until the purge.
    expect(await mediaOf('laporan')).toEqual(files)
    await purgeTrash()
    expect(await mediaOf('laporan')).toEqual([])
  })

  it('names a stored file after its record, its extension by its bytes, never by the client', async () => {
    const created = await call(laporan.POST, '/api/laporan', {
      method: 'POST',
      token,
      form: laporanForm({ file: file(makePdf(), 'laporan.html', 'text/html') }),
    })
    expect(created.status).toBe(201)
    expect(created.data.fileUrl).toMatch(/\/laporan-publikasi-triwulan-i-2026-[0-9a-f]{8}\.pdf$/)
    const id = created.data._id
    await call(laporanItem.DELETE, `/api/laporan/${id}`, {
      method: 'DELETE',
      token,
      params: { id },
    })
    await purgeTrash()
  })

  it.each([
    ['no judul', { judul: '' }, LAPORAN_MESSAGES.required],
    ['no tanggal', { tanggal: '' }, LAPORAN_MESSAGES.required],
    ['a PNG named .pdf', { file: 'png' }, LAPORAN_MESSAGES.fileType],
    ['a PDF of 2 MB + 1 byte', { file: 'big' }, LAPORAN_MESSAGES.fileSize],
    ['a PDF without its end (found by Payload)', { file: 'cut' }, LAPORAN_MESSAGES.fileType],
    ['an unknown jenis', { jenis: 'Bulanan' }, LAPORAN_MESSAGES.jenis],
    ['a year PostgreSQL cannot store', { tanggal: '0000-01-01' }, LAPORAN_MESSAGES.tanggal],
    ['an impossible date', { tanggal: '2026-02-30' }, LAPORAN_MESSAGES.tanggal],
    ['an impossible time', { tanggal: '2026-05-31T99:99:99' }, LAPORAN_MESSAGES.tanggal],
    ['a judul over 200 characters', { judul: 'x'.repeat(201) }, LAPORAN_MESSAGES.judulMax],
  ] as [string, Record<string, string>, string][])(
    'refuses %s with its message and stores nothing',
    async (_, change, message) => {
      const extra: Record<string, string | Blob> = { ...change }
      if (change.file === 'png')
        extra.file = file(await makeImage('png'), 'laporan.pdf', 'application/pdf')
      if (change.file === 'big')
        extra.file = file(makePdf(2 * MB + 1), 'besar.pdf', 'application/pdf')
      if (change.file === 'cut')
        extra.file = file(makePdf(4096).subarray(0, 2048), 'potong.pdf', 'application/pdf')
      const res = await call(laporan.POST, '/api/laporan', {
        method: 'POST',
        token,
        form: laporanForm(extra),
      })
      expect(res).toEqual(expect.objectContaining({ status: 400, data: { error: message } }))
      expect(await mediaOf('laporan')).toEqual([])
    },
  )

  it('refuses a missing file', async () => {
    const { file: _file, ...rest } = laporanForm()
    const res = await call(laporan.POST, '/api/laporan', { method: 'POST', token, form: rest })
    expect(res).toMatchObject({ status: 400, data: { error: LAPORAN_MESSAGES.required } })
  })

  it('answers 401 to every write without a session and 404 to unknown ids', async () => {
    expect(
      (await call(laporan.POST, '/api/laporan', { method: 'POST', form: laporanForm() })).status,
    ).toBe(401)
    for (const id of ['999999', 'abc', '-1', '1.5', '3000000000']) {
      const res = await call(laporanItem.DELETE, `/api/laporan/${id}`, {
        method: 'DELETE',
        token,
        params: { id },
      })
      expect(res.status, id).toBe(404)
    }
  })

  it('keeps the old record whole when an update is refused', async () => {
    const created = await call(laporan.POST, '/api/laporan', {
      method: 'POST',
      token,
      form: laporanForm(),
    })
    const id = created.data._id
    const before = await mediaOf('laporan')
    const res = await call(laporanItem.PATCH, `/api/laporan/${id}`, {
      method: 'PATCH',
      token,
      params: { id },
      form: {
        judul: '',
        tanggal: '2026-01-01',
        jenis: 'Tahunan',
        file: file(makePdf(), 'baru.pdf'),
      },
    })
    expect(res.status).toBe(400)
    expect(await mediaOf('laporan')).toEqual(before)
    const after = await call(laporanItem.GET, `/api/laporan/${id}`, { params: { id } })
    expect(after.data).toEqual(created.data)
    await call(laporanItem.DELETE, '', { method: 'DELETE', token, params: { id } })
    await purgeTrash()
  })
})

describe('request bodies', () => {
  it('answers 413 to a declared body over the limit, before reading it', async () => {
    const res = await call(laporan.POST, '/api/laporan', {
      method: 'POST',
      token,
      body: 'x',
      headers: {
        'Content-Type': 'multipart/form-data; boundary=x',
        'Content-Length': String(5 * MB),
      },
    })
    expect(res.status).toBe(413)
    expect(res.data.error).toBeTruthy()
  })

  it('cuts off a streamed body as soon as it passes the limit', async () => {
    let sent = 0
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 256 * 1024
        controller.enqueue(new Uint8Array(256 * 1024))
        if (sent > 20 * MB) controller.close()
      },
    })
    const res = await call(laporan.POST, '/api/laporan', {
      method: 'POST',
      token,
      body,
      headers: { 'Content-Type': 'multipart/form-data; boundary=x' },
    })
    expect(res.status).toBe(413)
    expect(sent).toBeLessThan(4 * MB)
  })

  it('answers 400 to broken multipart and to an upload cut off half-way, storing nothing', async () => {
    const broken = await call(laporan.POST, '/api/laporan', {
      method: 'POST',
      token,
      body: '--x\r\nContent-Disposition: form-data; name="judul"\r\n\r\nabc',
      headers: { 'Content-Type': 'multipart/form-data; boundary=x' },
    })
    expect(broken.status).toBe(400)
    const half = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(
          new TextEncoder().encode(
            '--x\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.4',
          ),
        )
        controller.error(new Error('connection reset'))
      },
    })
    const cut = await call(laporan.POST, '/api/laporan', {
      method: 'POST',
      token,
      body: half,
      headers: { 'Content-Type': 'multipart/form-data; boundary=x' },
    })
    expect(cut.status).toBe(400)
    expect(await mediaOf('laporan')).toEqual([])
    expect((await t.payload.count({ collection: 'laporan' })).totalDocs).toBe(0)
  })
})

const newsForm = async (extra: Record<string, string | Blob> = {}) => ({
  judul: 'Jadwal Layanan Idul Adha',
  kategori: 'Pengumuman',
  kutipan: 'Layanan tetap buka.',
  isisatu: 'Paragraf satu.\n\nParagraf dua.',
  isidua: 'Paragraf tiga.',
  dibuatPada: '2026-05-20',
  thumbnail: file(await makeImage('jpeg', 1280, 720), 'idul-adha.jpg', 'image/jpeg'),
  ...extra,
})

describe('/api/news', () => {
  it('creates, reads by slug, updates by _id without a thumbnail, deletes by _id', async () => {
    const created = await call(news.POST, '/api/news', {
      method: 'POST',
      token,
      form: await newsForm(),
    })
    expect(created.status).toBe(201)
    const { _id, slug } = created.data
    expect(slug).toBe('jadwal-layanan-idul-adha')
    expect(created.data.thumbnail).toEqual({
      secure_url: expect.stringMatching(/\.jpg$/),
      size: expect.any(Number),
    })

    const bySlug = await call(newsItem.GET, `/api/news/${slug}`, { params: { key: slug } })
    expect(bySlug).toMatchObject({ status: 200, data: { _id, judul: 'Jadwal Layanan Idul Adha' } })

    const { thumbnail: _thumb, ...withoutThumbnail } = await newsForm({ judul: 'Jadwal Baru' })
    const updated = await call(newsItem.PUT, `/api/news/${_id}`, {
      method: 'PUT',
      token,
      params: { key: _id },
      form: withoutThumbnail,
    })
    expect(updated).toMatchObject({ status: 200, data: { judul: 'Jadwal Baru', slug } })
    expect(updated.data.thumbnail.secure_url).toBe(created.data.thumbnail.secure_url)

    const removed = await call(newsItem.DELETE, '', {
      method: 'DELETE',
      token,
      params: { key: _id },
    })
    expect(removed.status).toBe(200)
    expect(await mediaOf('news')).not.toEqual([])
    await purgeTrash()
    expect(await mediaOf('news')).toEqual([])
    expect((await call(newsItem.GET, '', { params: { key: slug } })).status).toBe(404)
  })

  it('refuses each rule with its message', async () => {
    const cases: [Record<string, string | Blob>, string][] = [
      [{ judul: '' }, NEWS_MESSAGES.required],
      [{ isidua: '' }, NEWS_MESSAGES.required],
      [{ dibuatPada: '' }, NEWS_MESSAGES.required],
      [{ kategori: 'Olahraga' }, NEWS_MESSAGES.kategori],
      [{ thumbnail: file(await makeImage('gif'), 'a.jpg', 'image/jpeg') }, NEWS_MESSAGES.fileType],
      [
        { thumbnail: file(await makeOversized('png', 2 * MB + 1), 'a.png') },
        NEWS_MESSAGES.fileSize,
      ],
    ]
    for (const [extra, message] of cases) {
      const res = await call(news.POST, '/api/news', {
        method: 'POST',
        token,
        form: await newsForm(extra),
      })
      expect(res, message).toMatchObject({ status: 400, data: { error: message } })
    }
    const { thumbnail: _t, ...noThumbnail } = await newsForm()
    const missing = await call(news.POST, '/api/news', { method: 'POST', token, form: noThumbnail })
    expect(missing).toMatchObject({ status: 400, data: { error: NEWS_MESSAGES.required } })
    expect(await mediaOf('news')).toEqual([])
  })

  it('gives 20 concurrent creates with the same judul 20 distinct slugs', async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, async () =>
        call(news.POST, '/api/news', {
          method: 'POST',
          token,
          form: await newsForm({ judul: 'Kabar Serentak' }),
        }),
      ),
    )
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(201))
    const slugs = new Set(results.map((r) => r.data.slug))
    expect(slugs.size).toBe(20)
    // Each record keeps its own original plus two WebP renditions, and nothing else is left over.
    expect((await mediaOf('news')).length).toBe(60)
  })
})

const produkForm = (extra: Record<string, string | Blob> = {}) => ({
  judul: 'Pembiayaan Kendaraan Listrik',
  subJudul: 'Akad murabahah untuk kendaraan ramah lingkungan',
  deskripsi: 'Deskripsi produk.',
  keunggulan: JSON.stringify([
    { icon: 'electric-car', label: 'Kendaraan listrik' },
    { icon: '/icons/handshake.svg', label: 'Akad jelas' },
  ]),
  ...extra,
})

describe('/api/produk', () => {
  it('creates with a thumbnail, reads by id, updates with an icon file, deletes', async () => {
    const created = await call(produk.POST, '/api/produk', {
      method: 'POST',
      token,
      form: produkForm({
        thumbnail: file(await makeImage('png', 1280, 720), 'mobil.png', 'image/png'),
      }),
    })
    expect(created.status).toBe(201)
    expect(created.data.keunggulan).toEqual([
      { icon: '/icons/electric-car.svg', ikon: 'electric-car', label: 'Kendaraan listrik' },
      { icon: '/icons/handshake.svg', ikon: 'handshake', label: 'Akad jelas' },
    ])
    const id = created.data._id
    expect((await call(produkItem.GET, '', { params: { id } })).data.judul).toBe(
      'Pembiayaan Kendaraan Listrik',
    )

    const cowSvg = await readFile('public/icons/cow.svg')
    const updated = await call(produkItem.PUT, '', {
      method: 'PUT',
      token,
      params: { id },
      form: produkForm({
        keunggulan: JSON.stringify([{ icon: 'data:image/svg+xml;base64,...', label: 'Ternak' }]),
        'icon-0': file(cowSvg, 'icon.svg', 'image/svg+xml'),
      }),
    })
    expect(updated.status).toBe(200)
    expect(updated.data.keunggulan).toEqual([
      { icon: '/icons/cow.svg', ikon: 'cow', label: 'Ternak' },
    ])
    expect(updated.data.gambar).toBe(created.data.gambar)

    const strange = await call(produkItem.PUT, '', {
      method: 'PUT',
      token,
      params: { id },
      form: produkForm({
        keunggulan: '[{"label":"X"}]',
        'icon-0': file(Buffer.from('<svg/>'), 'x.svg'),
      }),
    })
    expect(strange).toMatchObject({ status: 400, data: { error: PRODUK_MESSAGES.ikon } })

    expect(
      (await call(produkItem.DELETE, '', { method: 'DELETE', token, params: { id } })).status,
    ).toBe(200)
    expect(await mediaOf('produk')).not.toEqual([])
    await purgeTrash()
    expect(await mediaOf('produk')).toEqual([])
  })

  it('takes a thumbnail in PNG or JPEG only: a WebP is refused on create and edit, everywhere', async () => {
    const webp = file(await makeImage('webp', 1280, 720), 'foto.webp', 'image/webp')
    const refused = { status: 400, data: { error: PRODUK_MESSAGES.fileType } }
    const create = await call(produk.POST, '/api/produk', {
      method: 'POST',
      token,
      form: produkForm({ thumbnail: webp }),
    })
    expect(create).toMatchObject(refused)
    expect((await t.payload.count({ collection: 'produk' })).totalDocs).toBe(0)

    const created = await call(produk.POST, '/api/produk', {
      method: 'POST',
      token,
      form: produkForm(),
    })
    const id = created.data._id
    const edit = await call(produkItem.PUT, '', {
      method: 'PUT',
      token,
      params: { id },
      form: produkForm({ judul: 'Judul Lain', thumbnail: webp }),
    })
    expect(edit).toMatchObject(refused)
    expect((await call(produkItem.GET, '', { params: { id } })).data).toMatchObject({
      judul: created.data.judul,
      gambar: null,
    })
    const panel = await call(cmsApi.PATCH, `/cms-api/produk/${id}`, {
      method: 'PATCH',
      token,
      params: { slug: ['produk', id] },
      form: { _payload: '{}', file: webp },
    })
    expect(panel.status).toBe(400)
    expect(JSON.stringify(panel.data)).toContain(PRODUK_MESSAGES.fileType)
    expect(await mediaOf('produk')).toEqual([])

    // The lists Payload and its /cms panel apply are what a person may upload: the renditions
    // the server makes (WebP, a report's previews too) widen none of them.
    const offered = (slug: 'produk' | 'news' | 'laporan') =>
      t.payload.collections[slug].config.upload.mimeTypes
    expect(offered('produk')).toEqual(['image/png', 'image/jpeg'])
    expect(offered('laporan')).toEqual(['application/pdf'])
    expect(offered('news')).toEqual(['image/jpeg', 'image/png', 'image/webp'])
    await call(produkItem.DELETE, '', { method: 'DELETE', token, params: { id } })
    await purgeTrash()
  })

  it('refuses each rule with its message', async () => {
    const row = { icon: 'bank', label: 'Aman' }
    const cases: [Record<string, string | Blob>, string][] = [
      [{ judul: '' }, PRODUK_MESSAGES.required],
      [{ subJudul: '' }, PRODUK_MESSAGES.required],
      [{ deskripsi: ' ' }, PRODUK_MESSAGES.required],
      [{ keunggulan: JSON.stringify(Array(7).fill(row)) }, PRODUK_MESSAGES.keunggulanMax],
      [
        { keunggulan: JSON.stringify([row, { icon: 'bank', label: '' }]) },
        PRODUK_MESSAGES.keunggulanIncomplete,
      ],
      [{ keunggulan: '[{"icon":' }, 'Format keunggulan tidak valid.'],
      [{ thumbnail: file(await makeOversized('jpeg', MB + 1), 'a.jpg') }, PRODUK_MESSAGES.fileSize],
      [
        { thumbnail: file(await makeImage('webp'), 'a.png', 'image/png') },
        PRODUK_MESSAGES.fileType,
      ],
    ]
    for (const [extra, message] of cases) {
      const res = await call(produk.POST, '/api/produk', {
        method: 'POST',
        token,
        form: produkForm(extra),
      })
      expect(res, message).toMatchObject({ status: 400, data: { error: message } })
    }
    expect(await mediaOf('produk')).toEqual([])
    expect((await t.payload.count({ collection: 'produk' })).totalDocs).toBe(0)
  })
})

describe('stored file names', () => {
  it('come from the record, never from the client, through /api and /cms-api', async () => {
    const uploads = await uploadUnderClientNames(token)
    expectServerMadeNames(uploads, await t.listMedia())
  })
})
