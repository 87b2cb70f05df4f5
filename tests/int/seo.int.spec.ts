import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import * as newsItem from '@/app/api/news/[key]/route'
import * as news from '@/app/api/news/route'
import { SEO_MESSAGES } from '@/modules/seo/seo.rules'

import { call, file } from '../helpers/api-client'
import { makeImage } from '../helpers/files'
import { signInAdmin } from '../helpers/sign-in'
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

const newsForm = async (extra: Record<string, unknown> = {}) => ({
  judul: 'Berita Dengan SEO',
  kategori: 'Pengumuman',
  isisatu: 'Paragraf satu.',
  isidua: 'Paragraf dua.',
  dibuatPada: '2026-05-20',
  thumbnail: file(await makeImage('jpeg', 320, 180), 'a.jpg', 'image/jpeg'),
  ...extra,
})

const withoutThumbnail = ({ thumbnail: _file, ...rest }: Awaited<ReturnType<typeof newsForm>>) =>
  rest

describe('SEO fields of a record', () => {
  it('are empty by default, saved and read back as an addition to the answer', async () => {
    const plain = await call(news.POST, '/api/news', {
      method: 'POST',
      token,
      form: await newsForm(),
    })
    expect(plain.status).toBe(201)
    expect(plain.data.seo).toEqual({ judul: '', deskripsi: '', gambar: null })
    const media = await t.payload.create({
      collection: 'media',
      data: { alt: 'Kantor cabang' },
      file: {
        data: await makeImage('png', 1200, 630),
        mimetype: 'image/png',
        name: 'kartu.png',
        size: 1,
      },
      overrideAccess: true,
    })
    const seo = {
      judul: 'Judul Khusus Mesin Pencari',
      deskripsi: 'Deskripsi singkat.',
      gambar: media.id,
    }
    const updated = await call(newsItem.PUT, `/api/news/${plain.data._id}`, {
      method: 'PUT',
      token,
      params: { key: plain.data._id },
      form: withoutThumbnail(await newsForm({ seo: JSON.stringify(seo) })),
    })
    expect(updated.status).toBe(200)
    expect(updated.data.seo).toEqual(seo)
    const read = await call(newsItem.GET, `/api/news/${plain.data.slug}`, {
      params: { key: plain.data.slug },
    })
    expect(read.data.seo).toEqual(seo)
    expect(read.data.judul).toBe('Berita Dengan SEO')
    // A SPEC 7 client that knows nothing of it keeps it.
    const spec = await call(newsItem.PUT, `/api/news/${plain.data._id}`, {
      method: 'PUT',
      token,
      params: { key: plain.data._id },
      form: withoutThumbnail(await newsForm({ judul: 'Judul Diubah' })),
    })
    expect(spec.data).toMatchObject({ judul: 'Judul Diubah', seo })
  })

  it('refuses a title or description past its length with its message', async () => {
    for (const [seo, message] of [
      [{ judul: 'x'.repeat(71) }, SEO_MESSAGES.judul],
      [{ deskripsi: 'x'.repeat(161) }, SEO_MESSAGES.deskripsi],
      ['{bukan json', SEO_MESSAGES.format],
    ] as const) {
      const res = await call(news.POST, '/api/news', {
        method: 'POST',
        token,
        form: await newsForm({ seo: typeof seo === 'string' ? seo : JSON.stringify(seo) }),
      })
      expect(res.status).toBe(400)
      expect(res.data.error).toBe(message)
    }
  })
})
