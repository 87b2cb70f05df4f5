import { readFile } from 'node:fs/promises'
import path from 'node:path'

import sharp from 'sharp'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import * as cmsApi from '@/app/(payload)/cms-api/[...slug]/route'
import * as mediaItem from '@/app/api/[type]/[key]/route'
import * as mediaList from '@/app/api/[type]/route'
import * as login from '@/app/api/auth/login/route'
import * as gambarSitus from '@/app/api/gambar-situs/route'
import { MEDIA_MESSAGES as M } from '@/modules/media/media.rules'

import { call, file } from '../helpers/api-client'
import { MB, makeImage, makeOversized, makePdf } from '../helpers/files'
import { startTestPayload, type TestPayload } from '../helpers/test-payload'

let t: TestPayload
let token: string
const params = { type: 'media' }
const message = (data: { error?: string }) => data.error

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

const png = async () => file(await makeImage('png', 800, 600), 'foto.png', 'image/png')
const upload = (form: Record<string, string | Blob>) =>
  call(mediaList.POST, '/api/media', { method: 'POST', token, params, form })
const change = (id: string, form: Record<string, string | Blob>) =>
  call(mediaItem.PUT, `/api/media/${id}`, {
    method: 'PUT',
    token,
    params: { ...params, key: id },
    form,
  })
const remove = (id: string) =>
  call(mediaItem.DELETE, `/api/media/${id}`, {
    method: 'DELETE',
    token,
    params: { ...params, key: id },
  })
const mediaFiles = async () => (await t.listMedia()).filter((f) => f.startsWith('media/'))

/**
 * A square picture, white but for a red square in its bottom-right corner: a rendition cut
 * around the top-left shows no red, one cut around the bottom-right ends in red.
 */
const cornered = () =>
  sharp({ create: { width: 1000, height: 1000, channels: 3, background: '#ffffff' } })
    .composite([
      {
        input: {
          create: { width: 200, height: 200, channels: 3, background: '#ff0000' },
        },
        left: 800,
        top: 800,
      },
    ])
    .png()
    .toBuffer()

/** The colour of one pixel of a stored rendition. */
async function pixel(url: string, x: number, y: number) {
  const name = path.basename(url)
  const { data, info } = await sharp(await readFile(path.join(t.mediaDir, 'media', name)))
    .raw()
    .toBuffer({ resolveWithObject: true })
  const at = (y * info.width + x) * info.channels
  return { r: data[at], g: data[at + 1], b: data[at + 2], width: info.width, height: info.height }
}
const isRed = (p: { r: number; g: number; b: number }) => p.r > 200 && p.g < 60 && p.b < 60

describe('media uploads: judged by their bytes, with their alt text', () => {
  it('refuses a missing alt text, a bad type, an oversized file and a bad focal point with a 400, storing nothing', async () => {
    const cases: [Record<string, string | Blob>, string][] = [
      [{ alt: '', gambar: await png() }, M.altRequired],
      [{ alt: 'x'.repeat(501), gambar: await png() }, M.altTooLong],
      [{ alt: 'Logo', gambar: file(await makeImage('gif'), 'logo.png', 'image/png') }, M.fileType],
      [{ alt: 'Laporan', gambar: file(makePdf(), 'laporan.png', 'image/png') }, M.fileType],
      [
        {
          alt: 'Besar',
          gambar: file(await makeOversized('jpeg', 2 * MB + 1), 'besar.jpg', 'image/jpeg'),
        },
        M.fileSize,
      ],
      [{ alt: 'Fokus', focalX: '150', gambar: await png() }, M.fokus],
      [{ alt: 'Tanpa berkas' }, M.required],
      [
        { alt: 'Keterangan', keterangan: 'k'.repeat(301), gambar: await png() },
        M.keteranganTooLong,
      ],
    ]
    for (const [form, expected] of cases) {
      const res = await upload(form)
      expect(res.status, expected).toBe(400)
      expect(message(res.data)).toBe(expected)
    }
    expect(await mediaFiles()).toEqual([])
    expect((await t.payload.count({ collection: 'media' })).totalDocs).toBe(0)
  })

  it('stores a PNG, JPEG or WebP with its WebP renditions; only an administrator lists the library', async () => {
    const res = await upload({
      alt: 'Nasabah di kantor cabang',
      keterangan: 'Kantor Cabang Sleman',
      gambar: file(await makeImage('webp', 1600, 900), 'x.webp', 'image/webp'),
    })
    expect(res.status).toBe(201)
    expect(res.data).toMatchObject({
      alt: 'Nasabah di kantor cabang',
      keterangan: 'Kantor Cabang Sleman',
      focalX: 50,
      focalY: 50,
    })
    expect(res.data.gambar.card).toMatch(/\/media\/file\/media-[0-9a-f]{8}-640x360\.webp$/)
    expect(await mediaFiles()).toHaveLength(3)

    const anonymous = await call(mediaList.GET, '/api/media', { params })
    expect(anonymous.status).toBe(401)
    const listed = await call(mediaList.GET, '/api/media?q=kantor', { token, params })
    expect(listed.status).toBe(200)
    expect(listed.headers.get('cache-control')).toBe('private, no-store')
    expect(listed.data.map((m: { alt: string }) => m.alt)).toEqual(['Nasabah di kantor cabang'])
    expect(await remove(res.data._id)).toMatchObject({ status: 200 })
  })
})

describe('the focal point', () => {
  afterEach(async () => {
    await t.payload.delete({ collection: 'media', where: {}, overrideAccess: true })
  })

  it('cuts every rendition around it, and a moved point re-cuts them from the original', async () => {
    const created = await upload({
      alt: 'Pojok merah',
      focalX: '0',
      focalY: '0',
      gambar: file(await cornered(), 'pojok.png', 'image/png'),
    })
    expect(created.status).toBe(201)
    const { card, large } = created.data.gambar
    // Cut around the top-left: the bottom-right corner of the cut is white.
    expect(isRed(await pixel(card, 639, 359))).toBe(false)
    expect(isRed(await pixel(large, 1279, 719))).toBe(false)

    const moved = await change(created.data._id, {
      alt: 'Pojok merah',
      focalX: '100',
      focalY: '100',
    })
    expect(moved.status).toBe(200)
    expect(moved.data).toMatchObject({ focalX: 100, focalY: 100 })
    expect(moved.data.gambar.src).toBe(created.data.gambar.src)
    expect(moved.data.gambar.card).not.toBe(card)
    const cut = await pixel(moved.data.gambar.card, 639, 359)
    expect(cut).toMatchObject({ width: 640, height: 360 })
    expect(isRed(cut)).toBe(true)
    expect(isRed(await pixel(moved.data.gambar.large, 1279, 719))).toBe(true)
    // The top-left of the new cut lies inside the picture's lower part, white again.
    expect(isRed(await pixel(moved.data.gambar.card, 0, 0))).toBe(false)
    // The renditions of the old point are gone; the original stays.
    const names = await mediaFiles()
    expect(names).toHaveLength(3)
    expect(names).not.toContain(`media/${path.basename(card)}`)
  })

  it('keeps the renditions when the point does not move', async () => {
    const created = await upload({ alt: 'Tetap', gambar: await png() })
    const same = await change(created.data._id, { alt: 'Tetap, diganti teksnya' })
    expect(same.status).toBe(200)
    expect(same.data.gambar).toEqual(created.data.gambar)
  })
})

describe('deleting an item', () => {
  it('removes an unused item and its files', async () => {
    const created = await upload({ alt: 'Tidak dipakai', gambar: await png() })
    // The original and its card (an 800 px picture is never enlarged to the large size).
    expect(await mediaFiles()).toHaveLength(2)
    const res = await remove(created.data._id)
    expect(res.status).toBe(200)
    expect(res.data).toEqual({ message: 'Media berhasil dihapus!' })
    expect(await mediaFiles()).toEqual([])
  })

  it('refuses (409) an item a body still shows, published or in a draft, naming where, and keeps its files', async () => {
    const created = (await upload({ alt: 'Dipakai', gambar: await png() })).data
    const image = { type: 'upload', relationTo: 'media', value: Number(created._id) }
    const caption = { type: 'paragraph', children: [{ type: 'text', text: 'Kantor baru kami.' }] }
    const withImage = { root: { type: 'root', children: [caption, image] } }
    const thumbnail = {
      data: await makeImage('jpeg', 64, 64),
      mimetype: 'image/jpeg',
      name: 'n.jpg',
      size: 1,
    }
    const news = await t.payload.create({
      collection: 'news',
      data: {
        judul: 'Berita Bergambar',
        kategori: 'Pengumuman',
        isisatu: 'Pembuka.',
        isiduaRich: withImage,
        isidua: '',
        dibuatPada: '2026-05-20',
      } as never,
      file: thumbnail,
      overrideAccess: true,
    })
    expect(news.gambarIsi).toEqual([Number(created._id)])
    const before = await mediaFiles()
    const refused = await remove(created._id)
    expect(refused.status).toBe(409)
    expect(message(refused.data)).toBe(
      'Media tidak dapat dihapus karena masih dipakai di: News “Berita Bergambar” (gambar di isi).',
    )
    expect(await mediaFiles()).toEqual(before)

    // Published without it, then a draft puts it back: the draft still shows it.
    await t.payload.update({
      collection: 'news',
      id: news.id,
      data: { isidua: 'Tanpa gambar.' },
      overrideAccess: true,
    })
    await t.payload.update({
      collection: 'news',
      id: news.id,
      data: { isiduaRich: withImage } as never,
      draft: true,
      overrideAccess: true,
    })
    expect((await remove(created._id)).status).toBe(409)

    // Published without it, the item is free to go.
    await t.payload.update({
      collection: 'news',
      id: news.id,
      data: { isidua: 'Tanpa gambar lagi.', _status: 'published' },
      overrideAccess: true,
    })
    expect((await remove(created._id)).status).toBe(200)
  })
})

describe('a site picture chosen from the library', () => {
  it('is a copy of the item: its image, its focal point, its alt text unless another is given', async () => {
    const item = (
      await upload({
        alt: 'Gedung kantor pusat',
        focalX: '30',
        focalY: '70',
        gambar: file(await makeImage('png', 1600, 900), 'k.png', 'image/png'),
      })
    ).data
    const copy = (form: Record<string, string>) =>
      call(gambarSitus.POST, '/api/gambar-situs', { method: 'POST', token, form })
    const own = await copy({ media: item._id, alt: '' })
    expect(own.status).toBe(201)
    expect(own.data).toMatchObject({ alt: 'Gedung kantor pusat', position: '30% 70%' })
    const original = await readFile(path.join(t.mediaDir, 'media', item.filename))
    const copied = await readFile(
      path.join(t.mediaDir, 'gambar-situs', path.basename(own.data.src)),
    )
    expect(copied.equals(original)).toBe(true)
    const renamed = await copy({ media: item._id, alt: 'Kantor pusat di pagi hari' })
    expect(renamed.data.alt).toBe('Kantor pusat di pagi hari')
    const missing = await copy({ media: '999999', alt: 'x' })
    expect(missing).toMatchObject({ status: 404, data: { error: 'Media tidak ditemukan.' } })
    // The library item stays the library's: deleting it leaves the copies.
    expect((await remove(item._id)).status).toBe(200)
  })
})

describe("the same library in /cms (Payload's panel, through /cms-api)", () => {
  const cms = (method: string, url: string, options: Record<string, unknown> = {}) => {
    const slug = new URL(url, 'http://x').pathname.split('/').slice(2)
    return call(cmsApi[method as 'GET'], url, { method, token, params: { slug }, ...options })
  }

  it("adds an item cut around the point it sends, moves the point by the panel's edit, and deletes it", async () => {
    const created = await cms('POST', '/cms-api/media', {
      form: {
        _payload: JSON.stringify({ alt: 'Dari panel', focalX: 100, focalY: 100 }),
        file: file(await cornered(), 'panel.png', 'image/png'),
      },
    })
    expect(created.status).toBe(201)
    const doc = created.data.doc
    expect(doc).toMatchObject({ alt: 'Dari panel', focalX: 100, focalY: 100 })
    expect(isRed(await pixel(doc.sizes.card.url, 639, 359))).toBe(true)

    const moved = await cms(
      'PATCH',
      `/cms-api/media/${doc.id}?uploadEdits[focalPoint][x]=0&uploadEdits[focalPoint][y]=0`,
      { json: { alt: 'Dari panel', focalX: 100, focalY: 100 } },
    )
    expect(moved.status).toBe(200)
    expect(moved.data.doc).toMatchObject({ focalX: 0, focalY: 0 })
    expect(moved.data.doc.filename).toBe(doc.filename)
    expect(isRed(await pixel(moved.data.doc.sizes.card.url, 639, 359))).toBe(false)

    const noAlt = await cms('PATCH', `/cms-api/media/${doc.id}`, { json: { alt: '' } })
    expect(noAlt.status).toBe(400)
    expect(JSON.stringify(noAlt.data)).toContain(M.altRequired)
    expect((await cms('DELETE', `/cms-api/media/${doc.id}`)).status).toBe(200)
  })
})
