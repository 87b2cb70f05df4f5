import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import * as cmsApi from '@/app/(payload)/cms-api/[...slug]/route'
import { redirectFor, reloadRedirects } from '@/modules/redirects/redirect-table'
import { REDIRECT_MESSAGES as MSG } from '@/modules/redirects/redirects.rules'

import { call } from '../helpers/api-client'
import { expectRejected } from '../helpers/expect-rejection'
import { asUpload, makeImage } from '../helpers/files'
import { signInAdmin } from '../helpers/sign-in'
import { startTestPayload, type TestPayload } from '../helpers/test-payload'

let t: TestPayload
const system = () => ({ overrideAccess: true, context: { disableRevalidate: true } }) as const

beforeAll(async () => {
  t = await startTestPayload()
})
afterAll(async () => {
  await t?.close()
})

const addRedirect = (data: Record<string, unknown>) =>
  t.payload.create({ collection: 'pengalihan', data: data as never, ...system() })

async function visit(address: string) {
  await reloadRedirects(t.payload)
  const url = new URL(address, 'http://situs.test')
  return redirectFor(t.payload, url.pathname, url.searchParams)
}

async function makeNews(judul: string) {
  return t.payload.create({
    collection: 'news',
    data: {
      judul,
      kategori: 'Pengumuman',
      isisatu: 'Paragraf satu.',
      isidua: 'Paragraf dua.',
      dibuatPada: '2026-01-05',
      _status: 'published',
    } as never,
    file: asUpload(await makeImage('jpeg'), 'a.jpg'),
    ...system(),
  })
}

describe('redirects', () => {
  it('answers old WordPress addresses: ?p= as part of the key, a trailing slash, a prefix', async () => {
    await addRedirect({ dari: '/?p=123', ke: '/news' })
    await addRedirect({ dari: '/2024/05/judul-lama/', ke: '/profil/visi-misi', kode: '302' })
    await addRedirect({ dari: '/category/*', ke: '/news' })
    expect(await visit('/?p=123')).toEqual({ location: '/news', status: 301 })
    expect(await visit('/?p=124')).toBeNull()
    expect(await visit('/2024/05/judul-lama')).toEqual({
      location: '/profil/visi-misi',
      status: 302,
    })
    expect(await visit('/2024/05/judul-lama/?utm_source=x')).toEqual({
      location: '/profil/visi-misi?utm_source=x',
      status: 302,
    })
    expect(await visit('/category/pengumuman/')).toEqual({ location: '/news', status: 301 })
    expect(await visit('/category')).toEqual({ location: '/news', status: 301 })
    expect(await visit('/categoryx')).toBeNull()
  })

  it('collapses a chain into one hop', async () => {
    await addRedirect({ dari: '/lama-a', ke: '/lama-b' })
    await addRedirect({ dari: '/lama-b', ke: '/lama-c' })
    await addRedirect({ dari: '/lama-c', ke: '/hubungi-kami' })
    expect(await visit('/lama-a')).toEqual({ location: '/hubungi-kami', status: 301 })
    expect(await visit('/lama-b')).toEqual({ location: '/hubungi-kami', status: 301 })
  })

  it('refuses a loop and a redirect from a page that exists, with a message', async () => {
    await addRedirect({ dari: '/putar-1', ke: '/putar-2' })
    await expectRejected(addRedirect({ dari: '/putar-2', ke: '/putar-1/' }), MSG.putaran)
    await expectRejected(addRedirect({ dari: '/putar-3', ke: '/putar-3' }), MSG.putaran)
    await expectRejected(addRedirect({ dari: '/news', ke: '/promo' }), MSG.halamanAda)
    await expectRejected(addRedirect({ dari: '/profil/*', ke: '/promo' }), MSG.halamanAda)
    await expectRejected(addRedirect({ dari: '/admin/lama', ke: '/promo' }), MSG.halamanAda)
    const item = await makeNews('Berita Yang Ada')
    await expectRejected(addRedirect({ dari: `/news/${item.slug}`, ke: '/promo' }), MSG.halamanAda)
    await expectRejected(addRedirect({ dari: '/tanpa-tujuan' }), MSG.tujuan)
    await expectRejected(addRedirect({ dari: '/putar-1', ke: '/news' }), MSG.terpakai)
    await expectRejected(addRedirect({ dari: 'tanpa garis miring', ke: '/news' }), MSG.dari)
    expect(await visit('/putar-1')).toEqual({ location: '/putar-2', status: 301 })
  })

  it('refuses a loop through the API with a 400 and the message', async () => {
    const token = await signInAdmin()
    const res = await call(cmsApi.POST, '/cms-api/pengalihan', {
      method: 'POST',
      token,
      params: { slug: ['pengalihan'] },
      json: { dari: '/putar-2', ke: '/putar-1' },
    })
    expect(res.status).toBe(400)
    expect(JSON.stringify(res.data)).toContain(MSG.putaran)
  })

  it('follows a record by its slug, and makes a 301 from the old address when the slug changes', async () => {
    const item = await makeNews('Berita Pindah Alamat')
    await addRedirect({ dari: '/?p=77', rekaman: { relationTo: 'news', value: item.id } })
    expect(await visit('/?p=77')).toEqual({ location: `/news/${item.slug}`, status: 301 })
    await t.payload.update({
      collection: 'news',
      id: item.id,
      data: { slug: 'berita-alamat-baru' } as never,
      ...system(),
    })
    expect(await visit(`/news/${item.slug}`)).toEqual({
      location: '/news/berita-alamat-baru',
      status: 301,
    })
    expect(await visit('/?p=77')).toEqual({ location: '/news/berita-alamat-baru', status: 301 })
    // Back to the first slug: that page exists again, so its redirect goes and no loop is made.
    await t.payload.update({
      collection: 'news',
      id: item.id,
      data: { slug: item.slug } as never,
      ...system(),
    })
    expect(await visit(`/news/${item.slug}`)).toBeNull()
    expect(await visit('/news/berita-alamat-baru')).toEqual({
      location: `/news/${item.slug}`,
      status: 301,
    })
  })
})
