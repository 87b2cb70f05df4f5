import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import * as produkItem from '@/app/api/produk/[id]/route'
import * as produk from '@/app/api/produk/route'
import { buildOpenApiDocument } from '@/modules/api-docs/openapi'
import { RINGKASAN_MESSAGES as MSG } from '@/modules/produk/ringkasan.rules'

import { call } from '../helpers/api-client'
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

const simulasi = { plafon: 75_000_000, margin: 11.75, tenor: 48, metode: 'anuitas' }
const ringkasan = {
  jenis: 'pembiayaan',
  akad: 'murabahah',
  fiturUtama: 'Plafon sampai Rp500 juta.',
  manfaat: '',
  risiko: '',
  persyaratan: '',
  biaya: [{ nama: 'Administrasi', jumlah: 1, satuan: 'persen', dikenakan: 'Saat akad' }],
  berlakuPer: '2026-12-01',
  dijaminLps: false,
  simulasi,
}

const form = (extra: Record<string, string> = {}) => ({
  judul: 'Pembiayaan Uji Simulasi',
  subJudul: 'Pembiayaan untuk menguji contoh simulasi',
  deskripsi: 'Deskripsi produk.',
  keunggulan: '[]',
  ...extra,
})
const withRingkasan = (value: object) => form({ ringkasan: JSON.stringify(value) })

describe('a pembiayaan summary’s simulation example through /api/produk', () => {
  it('is stored, answered, kept by a SPEC form, replaced, and removed with the summary’s', async () => {
    const created = await call(produk.POST, '/api/produk', {
      method: 'POST',
      token,
      form: withRingkasan(ringkasan),
    })
    expect(created.status).toBe(201)
    expect(created.data.ringkasan.simulasi).toEqual(simulasi)
    const id = created.data._id

    const read = await call(produkItem.GET, '', { params: { id } })
    expect(read.data.ringkasan).toEqual(ringkasan)

    const put = (value: Record<string, string>) =>
      call(produkItem.PUT, '', { method: 'PUT', token, params: { id }, form: value })
    const kept = await put(form({ judul: 'Pembiayaan Uji Simulasi Baru' }))
    expect(kept.data.ringkasan.simulasi).toEqual(simulasi)

    const other = { plafon: 10_000_000, margin: 0, tenor: 6, metode: 'flat' }
    const changed = await put(withRingkasan({ ...ringkasan, simulasi: other }))
    expect(changed.status).toBe(200)
    expect(changed.data.ringkasan.simulasi).toEqual(other)

    const none = await put(withRingkasan({ ...ringkasan, simulasi: null }))
    expect(none.status).toBe(200)
    expect(none.data.ringkasan).not.toHaveProperty('simulasi')
    const stored = await t.payload.findByID({ collection: 'produk', id, overrideAccess: true })
    expect(stored.ringkasan?.simulasi).toMatchObject({ plafon: null, tenor: null, metode: null })

    await put(withRingkasan(ringkasan))
    const cleared = await put(form({ ringkasan: 'null' }))
    expect(cleared.data.ringkasan).toBeNull()
    const after = await t.payload.findByID({ collection: 'produk', id, overrideAccess: true })
    expect(after.ringkasan?.simulasi?.plafon ?? null).toBeNull()
  })

  it.each([
    ['on a simpanan', { jenis: 'simpanan', akad: 'wadiah' }, MSG.simulasiPembiayaan],
    ['without a method', { simulasi: { ...simulasi, metode: undefined } }, MSG.simulasiLengkap],
    ['with a plafon of 0', { simulasi: { ...simulasi, plafon: 0 } }, MSG.simulasiPlafon],
    ['with a margin over 100', { simulasi: { ...simulasi, margin: 120 } }, MSG.simulasiMargin],
    ['with a tenor over 600', { simulasi: { ...simulasi, tenor: 700 } }, MSG.simulasiTenor],
  ])('refuses an example %s with its own message and stores nothing', async (_, change, msg) => {
    const before = (await t.payload.count({ collection: 'produk' })).totalDocs
    const res = await call(produk.POST, '/api/produk', {
      method: 'POST',
      token,
      form: withRingkasan({ ...ringkasan, ...change }),
    })
    expect(res.status).toBe(400)
    expect(res.data.error).toBe(msg)
    expect((await t.payload.count({ collection: 'produk' })).totalDocs).toBe(before)
  })

  const cms = (example: object, jenis = 'pembiayaan') =>
    t.payload.create({
      collection: 'produk',
      overrideAccess: true,
      data: {
        judul: `Produk CMS Simulasi ${jenis}`,
        subJudul: 'Sub',
        deskripsi: 'Isi.',
        ringkasan: { jenis, akad: 'murabahah', berlakuPer: '2026-12-01', simulasi: example },
      } as never,
    })
  const cmsErrors = (example: object, jenis?: string) =>
    cms(example, jenis).then(
      () => [],
      (error: { data?: { errors?: { message: string }[] } }) =>
        (error.data?.errors ?? []).map((e) => e.message),
    )

  it('is judged by the same rules when written past the API (Payload, as /cms writes)', async () => {
    expect(await cmsErrors({ ...simulasi, tenor: 601 })).toContain(MSG.simulasiTenor)
    expect(await cmsErrors({ ...simulasi, metode: null })).toContain(MSG.simulasiLengkap)
    expect(await cmsErrors(simulasi, 'jasa')).toContain(MSG.simulasiPembiayaan)
    // A summary given without an example (null, as the demo seed writes it) is stored empty.
    const without = await cms(null as never, 'simpanan')
    const plain = await call(produkItem.GET, '', { params: { id: String(without.id) } })
    expect(plain.data.ringkasan.jenis).toBe('simpanan')
    expect(plain.data.ringkasan).not.toHaveProperty('simulasi')
    const made = await cms(simulasi)
    const read = await call(produkItem.GET, '', { params: { id: String(made.id) } })
    expect(read.data.ringkasan.simulasi).toEqual(simulasi)
  })

  it('is described in OpenAPI as an addition to the summary', () => {
    const schemas = (
      buildOpenApiDocument() as {
        components: { schemas: Record<string, { properties: Record<string, unknown> }> }
      }
    ).components.schemas
    const answer = JSON.stringify(schemas.Produk.properties.ringkasan)
    expect(answer).toContain('simulasi')
    expect(answer).toContain('anuitas')
    expect(JSON.stringify(schemas.ProdukForm.properties.ringkasan)).toContain('simulasi')
  })
})
