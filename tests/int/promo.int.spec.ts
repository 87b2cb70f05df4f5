import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import * as promoItem from '@/app/api/[type]/[key]/route'
import * as promo from '@/app/api/[type]/route'
import { findRelatedRecords } from '@/modules/content/content.service'
import { applyWindowEdges } from '@/modules/content/window'
import { TRASH_DAYS } from '@/modules/history/history.rules'
import { purgeExpiredTrash } from '@/modules/history/trash'
import { searchSite } from '@/modules/search/search.service'
import { sitemapRoot } from '@/modules/site/sitemap'

import { call, file } from '../helpers/api-client'
import { signInAdmin } from '../helpers/sign-in'
import { asUpload, makeImage, makePdf } from '../helpers/files'
import { startTestPayload, type TestPayload } from '../helpers/test-payload'

let t: TestPayload
let token: string
const at = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString()
const params = { type: 'promo' }

beforeAll(async () => {
  t = await startTestPayload()
  token = await signInAdmin()
})
afterAll(async () => {
  await t?.close()
})

const create = async (judul: string, mulai: string, selesai: string, extra = {}) =>
  call(promo.POST, '/api/promo', {
    method: 'POST',
    token,
    params,
    form: {
      judul,
      mulai,
      selesai,
      ringkasan: 'Ringkasan promo.',
      isi: 'Paragraf satu.\n\nParagraf dua.',
      gambar: file(await makeImage('png'), 'promo.png', 'image/png'),
      ...extra,
    },
  })
const publicList = async () =>
  (await call(promo.GET, '/api/promo', { params })).data.map((p: { judul: string }) => p.judul)
const search = async (q: string) =>
  (await searchSite(t.payload, q, { page: 1, limit: 10 })).hits.map((h) => h.title)

describe('/api/promo, served by the registry', () => {
  it('shows a running promo everywhere and one outside its period nowhere public', async () => {
    const running = await create('Promo Kurban Berjalan', at(-60), at(3600))
    expect(running.status).toBe(201)
    expect(running.data).toMatchObject({
      judul: 'Promo Kurban Berjalan',
      slug: 'promo-kurban-berjalan',
    })
    expect(running.data.gambar.src).toMatch(/\.png$/)
    const future = await create('Promo Lebaran Mendatang', at(3600), at(7200))
    expect(future.status).toBe(201)

    expect(await publicList()).toContain('Promo Kurban Berjalan')
    expect(await publicList()).not.toContain('Promo Lebaran Mendatang')
    const one = await call(promoItem.GET, '/api/promo/x', {
      params: { ...params, key: 'promo-lebaran-mendatang' },
    })
    expect(one).toMatchObject({ status: 404, data: { error: 'Promo tidak ditemukan.' } })
    const page = await call(promo.GET, '/api/promo?page=1&limit=5', { params })
    expect(page.headers.get('X-Total-Count')).toBe('1')
    const admin = await call(promo.GET, '/api/promo?page=1&limit=5', { params, token })
    expect(admin.headers.get('X-Total-Count')).toBe('2')
    // The administrator's answer holds what visitors must not see: no shared cache may keep it.
    expect(admin.headers.get('Cache-Control')).toBe('private, no-store')
    expect(page.headers.get('Cache-Control')).toMatch(/^public/)

    expect(await search('Lebaran')).toEqual([])
    expect(await search('Kurban Berjalan')).toContain('Promo Kurban Berjalan')
    const sitemap = await sitemapRoot({ payload: t.payload, user: null })
    expect(sitemap).toContain('/promo/promo-kurban-berjalan')
    expect(sitemap).not.toContain('promo-lebaran-mendatang')
  })

  it('leaves the search and the API at the end of its period, without a save', async () => {
    const before = new Date()
    const ending = await create('Promo Singkat Sekali', at(-60), at(2))
    expect(ending.status).toBe(201)
    expect(await search('Singkat Sekali')).toContain('Promo Singkat Sekali')
    await new Promise((resolve) => setTimeout(resolve, 2500))
    expect(await publicList()).not.toContain('Promo Singkat Sekali')
    expect(await applyWindowEdges(t.payload, before, new Date())).toEqual(['promo'])
    expect(await search('Singkat Sekali')).toEqual([])
  })

  it('refuses bad input with its message and keeps no record', async () => {
    const missing = await call(promo.POST, '/api/promo', {
      method: 'POST',
      token,
      params,
      form: { judul: 'X' },
    })
    expect(missing).toMatchObject({
      status: 400,
      data: { error: 'Judul, periode, gambar, ringkasan, dan isi promo wajib diisi.' },
    })
    const backwards = await create('Promo Terbalik', at(3600), at(60))
    expect(backwards).toMatchObject({
      status: 400,
      data: { error: 'Tanggal selesai harus setelah tanggal mulai.' },
    })
    const pdf = await create('Promo PDF', at(-60), at(60), {
      gambar: file(makePdf(), 'a.png', 'image/png'),
    })
    expect(pdf).toMatchObject({
      status: 400,
      data: { error: 'File harus berupa JPG, PNG, atau WebP.' },
    })
    const anonymous = await call(promo.POST, '/api/promo', { method: 'POST', params, form: {} })
    expect(anonymous.status).toBe(401)
    expect(await publicList()).not.toContain('Promo Terbalik')
  })

  it('takes the period as dates: mulai from 00:00 WIB, selesai until the end of its day', async () => {
    const dated = await create('Promo Desember Penuh', '2026-12-01', '2026-12-31')
    expect(dated.status).toBe(201)
    const period = { mulai: '2026-11-30T17:00:00.000Z', selesai: '2026-12-31T16:59:59.999Z' }
    expect(dated.data).toMatchObject(period)
    const stored = await t.payload.findByID({ collection: 'promo', id: dated.data._id })
    expect({ mulai: stored.mulai, selesai: stored.selesai }).toEqual(period)
    // A WIB date and time and ISO 8601 with an offset still pass, as the admin form sends them.
    const timed = await create('Promo Jam Kerja', '2026-12-01T08:00', '2026-12-01T17:00:00+07:00')
    expect(timed.data).toMatchObject({
      mulai: '2026-12-01T01:00:00.000Z',
      selesai: '2026-12-01T10:00:00.000Z',
    })
    // The Local API (and so /cms) stores the instants the API would.
    const local = await t.payload.create({
      collection: 'promo',
      data: {
        judul: 'Promo Lewat Local API',
        mulai: '2027-01-01',
        selesai: '2027-01-31',
        ringkasan: 'Ringkasan.',
        isi: 'Isi.',
      },
      file: asUpload(await makeImage('png'), 'local.png', 'image/png'),
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    expect({ mulai: local.mulai, selesai: local.selesai }).toEqual({
      mulai: '2026-12-31T17:00:00.000Z',
      selesai: '2027-01-31T16:59:59.999Z',
    })
  })

  it('refuses a period it cannot read, naming the formats it takes', async () => {
    const error =
      'Tanggal periode tidak valid. Gunakan format YYYY-MM-DD, YYYY-MM-DDTHH:mm (WIB) atau ISO 8601 dengan zona waktu.'
    for (const [mulai, selesai] of [
      ['01-12-2026', '2026-12-31'],
      ['2026-12-01', '2026-02-30'],
      ['2026-12-01 08:00', '2026-12-31'],
    ]) {
      const refused = await create('Promo Tanggal Salah', mulai, selesai)
      expect(refused).toMatchObject({ status: 400, data: { error } })
    }
    await expect(
      t.payload.create({
        collection: 'promo',
        data: {
          judul: 'Promo Tanggal Salah',
          mulai: '2026-13-01',
          selesai: '2026-12-31',
          ringkasan: 'Ringkasan.',
          isi: 'Isi.',
        },
        file: asUpload(await makeImage('png'), 'salah.png', 'image/png'),
        overrideAccess: true,
        context: { disableRevalidate: true },
      }),
    ).rejects.toMatchObject({ data: { errors: [{ path: 'mulai', message: error }] } })
    const all = await call(promo.GET, '/api/promo?page=1&limit=50', { params, token })
    expect(all.data.map((p: { judul: string }) => p.judul)).not.toContain('Promo Tanggal Salah')
  })

  it("lists a product's running promos, and deletes a promo with its files", async () => {
    const produk = await t.payload.create({
      collection: 'produk',
      data: { judul: 'Tabungan Qurban', subJudul: 'Sub', deskripsi: 'Deskripsi.' },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    const id = String(produk.id)
    const related = await create('Promo Produk Pilihan', at(-60), at(3600), {
      produkTerkait: JSON.stringify([Number(id)]),
    })
    expect(related.data.produkTerkait).toEqual([id])
    const ctx = { payload: t.payload, user: null }
    expect(
      (await findRelatedRecords(ctx, 'promo', 'produkTerkait', id)).map(
        (p) => (p as { judul: string }).judul,
      ),
    ).toEqual(['Promo Produk Pilihan'])

    const mine = (await t.listMedia()).filter((f) => f.startsWith('promo/promo-produk-pilihan'))
    expect(mine.length).toBeGreaterThan(0)
    const key = related.data._id
    const gone = await call(promoItem.DELETE, '/api/promo/x', {
      method: 'DELETE',
      token,
      params: { ...params, key },
    })
    expect(gone).toMatchObject({ status: 200, data: { message: 'Promo berhasil dihapus!' } })
    // In the trash its files stay; the purge after TRASH_DAYS takes them.
    expect((await t.listMedia()).filter((f) => mine.includes(f))).toEqual(mine)
    await purgeExpiredTrash(t.payload, new Date(Date.now() + (TRASH_DAYS + 1) * 86_400_000))
    expect((await t.listMedia()).filter((f) => mine.includes(f))).toEqual([])
  })
})
