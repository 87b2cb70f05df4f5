import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import * as produkItem from '@/app/api/produk/[id]/route'
import * as produk from '@/app/api/produk/route'
import { buildOpenApiDocument } from '@/modules/api-docs/openapi'
import { RINGKASAN_MESSAGES as MSG } from '@/modules/produk/ringkasan.rules'
import { getCachedTarif } from '@/modules/site/public-content'

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

const ringkasan = {
  jenis: 'simpanan',
  akad: 'wadiah',
  fiturUtama: 'Setoran awal Rp50.000.',
  manfaat: 'Dana aman dan dapat ditarik kapan saja.',
  risiko: 'Risiko likuiditas bank.',
  persyaratan: 'KTP dan NPWP.',
  biaya: [
    { nama: 'Administrasi bulanan', jumlah: 5000, satuan: 'rupiah', dikenakan: 'Setiap bulan' },
    { nama: 'Zakat bonus', jumlah: 2.5, satuan: 'persen', dikenakan: 'Saat bonus dibayarkan' },
  ],
  berlakuPer: '2026-12-01',
  dijaminLps: true,
}

const form = (extra: Record<string, string> = {}) => ({
  judul: 'Tabungan Uji Ringkasan',
  subJudul: 'Simpanan untuk menguji ringkasan produk',
  deskripsi: 'Deskripsi produk.',
  keunggulan: '[]',
  ...extra,
})

const create = (extra: Record<string, string>) =>
  call(produk.POST, '/api/produk', { method: 'POST', token, form: form(extra) })

describe('the product summary through /api/produk', () => {
  it('is stored, answered, kept by a SPEC form without it, and cleared by null', async () => {
    const created = await create({ ringkasan: JSON.stringify(ringkasan) })
    expect(created.status).toBe(201)
    expect(created.data.ringkasan).toEqual(ringkasan)
    const id = created.data._id

    const read = await call(produkItem.GET, '', { params: { id } })
    expect(read.data.ringkasan).toEqual(ringkasan)
    const list = await call(produk.GET, '/api/produk')
    const listed = list.data.find((p: { _id: string }) => p._id === id)
    expect(listed.ringkasan).toEqual(ringkasan)

    const kept = await call(produkItem.PUT, '', {
      method: 'PUT',
      token,
      params: { id },
      form: form({ judul: 'Tabungan Uji Ringkasan Baru' }),
    })
    expect(kept.status).toBe(200)
    expect(kept.data.ringkasan).toEqual(ringkasan)

    const changed = await call(produkItem.PUT, '', {
      method: 'PUT',
      token,
      params: { id },
      form: form({
        ringkasan: JSON.stringify({
          ...ringkasan,
          biaya: [
            { nama: 'Tutup rekening', jumlah: 25000, satuan: 'rupiah', dikenakan: 'Saat tutup' },
          ],
        }),
      }),
    })
    expect(changed.data.ringkasan.biaya).toEqual([
      { nama: 'Tutup rekening', jumlah: 25000, satuan: 'rupiah', dikenakan: 'Saat tutup' },
    ])

    const cleared = await call(produkItem.PUT, '', {
      method: 'PUT',
      token,
      params: { id },
      form: form({ ringkasan: 'null' }),
    })
    expect(cleared.status).toBe(200)
    expect(cleared.data.ringkasan).toBeNull()
  })

  it('answers null for a product made by SPEC’s form, which /tarif-dan-biaya leaves out', async () => {
    const created = await create({})
    expect(created.status).toBe(201)
    expect(created.data.ringkasan).toBeNull()
    const withFees = await create({
      judul: 'Tabungan Bertarif',
      ringkasan: JSON.stringify(ringkasan),
    })
    const listed = (await getCachedTarif()).map((p) => p._id)
    expect(listed).toContain(withFees.data._id)
    expect(listed).not.toContain(created.data._id)
  })

  const fee = ringkasan.biaya[0]
  it.each([
    ['a fee without a name', { biaya: [{ ...fee, nama: '  ' }] }, MSG.biayaNama],
    ['a fee without when', { biaya: [{ ...fee, dikenakan: '' }] }, MSG.biayaKapan],
    ['a negative fee', { biaya: [{ ...fee, jumlah: -1 }] }, MSG.biayaJumlah],
    ['a percent over 100', { biaya: [{ ...fee, jumlah: 101, satuan: 'persen' }] }, MSG.biayaPersen],
    [
      'a percent with three decimals',
      { biaya: [{ ...fee, jumlah: 1.125, satuan: 'persen' }] },
      MSG.biayaPersen,
    ],
    ['rupiah with decimals', { biaya: [{ ...fee, jumlah: 10.5 }] }, MSG.biayaRupiah],
    ['an unknown unit', { biaya: [{ ...fee, satuan: 'dolar' }] }, MSG.biayaSatuan],
    ['an unknown akad', { akad: 'riba' }, MSG.akad],
    ['no jenis', { jenis: undefined }, MSG.jenis],
    ['a date that is none', { berlakuPer: '2026-02-30' }, MSG.berlakuPer],
    ['LPS on a pembiayaan', { jenis: 'pembiayaan', akad: 'murabahah' }, MSG.lps],
    ['a text too long', { risiko: 'x'.repeat(2001) }, MSG.textMax],
  ])('refuses %s with its own message and stores nothing', async (_, change, message) => {
    const before = (await t.payload.count({ collection: 'produk' })).totalDocs
    const res = await create({ ringkasan: JSON.stringify({ ...ringkasan, ...change }) })
    expect(res.status).toBe(400)
    expect(res.data.error).toBe(message)
    expect((await t.payload.count({ collection: 'produk' })).totalDocs).toBe(before)
  })

  it('refuses text that is not JSON', async () => {
    const res = await create({ ringkasan: '{jenis:' })
    expect(res.status).toBe(400)
    expect(res.data.error).toBe(MSG.format)
  })

  it('refuses a fee without a name written past the API (Payload, as /cms writes)', async () => {
    const refused = await t.payload
      .create({
        collection: 'produk',
        overrideAccess: true,
        data: {
          judul: 'Produk CMS',
          subJudul: 'Sub',
          deskripsi: 'Isi.',
          ringkasan: {
            jenis: 'jasa',
            akad: 'wakalah',
            biaya: [{ nama: '', jumlah: 1000, satuan: 'rupiah', dikenakan: 'Per transaksi' }],
          },
        } as never,
      })
      .then(
        () => null,
        (error: { data?: { errors?: { message: string }[] } }) => error.data?.errors ?? [],
      )
    expect(refused?.map((e) => e.message)).toContain(MSG.biayaNama)
  })

  it('is described in OpenAPI as an addition to the answer and the form', () => {
    const doc = JSON.stringify(buildOpenApiDocument())
    const schemas = (
      buildOpenApiDocument() as {
        components: { schemas: Record<string, { properties: object; required?: string[] }> }
      }
    ).components.schemas
    expect(Object.keys(schemas.Produk.properties)).toContain('ringkasan')
    expect(schemas.Produk.required ?? []).toContain('ringkasan')
    expect(Object.keys(schemas.ProdukForm.properties)).toContain('ringkasan')
    expect(doc).toContain('Berlaku per')
  })
})
