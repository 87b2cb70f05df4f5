import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import * as produk from '@/app/api/produk/route'
import * as rates from '@/app/api/tingkat-bagi-hasil/route'
import type { ServiceContext } from '@/lib/service-context'
import { buildOpenApiDocument } from '@/modules/api-docs/openapi'
import {
  BAGI_HASIL_MESSAGES as M,
  shiftBulan,
  wibMonth,
} from '@/modules/bagi-hasil/bagi-hasil.rules'
import { disclosureReminders, getBagiHasilMonth } from '@/modules/bagi-hasil/bagi-hasil.service'

import { call } from '../helpers/api-client'
import { signInAdmin } from '../helpers/sign-in'
import { startTestPayload, type TestPayload } from '../helpers/test-payload'

let t: TestPayload
let token: string
let deposito: string
let wadiah: string

const summary = (akad: string, berlakuPer = '2026-12-01') =>
  JSON.stringify({
    jenis: 'simpanan',
    akad,
    fiturUtama: '',
    manfaat: '',
    risiko: '',
    persyaratan: '',
    biaya: [],
    berlakuPer,
    dijaminLps: true,
  })

const createProduk = async (judul: string, akad: string, berlakuPer?: string) => {
  const answer = await call(produk.POST, '/api/produk', {
    method: 'POST',
    token,
    form: {
      judul,
      subJudul: `${judul} untuk uji`,
      deskripsi: 'Deskripsi.',
      keunggulan: '[]',
      ringkasan: summary(akad, berlakuPer),
    },
  })
  expect(answer.status).toBe(201)
  return answer.data._id as string
}

beforeAll(async () => {
  t = await startTestPayload()
  token = await signInAdmin()
  deposito = await createProduk('Deposito Uji Bagi Hasil', 'mudharabah')
  wadiah = await createProduk('Tabungan Uji Wadiah', 'wadiah', '2024-01-15')
})
afterAll(async () => {
  await t?.close()
})

const getAdminContext = async (): Promise<ServiceContext> => {
  const { docs } = await t.payload.find({ collection: 'users', limit: 1, overrideAccess: true })
  return { payload: t.payload, user: docs[0] }
}

const put = (json: unknown) =>
  call(rates.PUT, '/api/tingkat-bagi-hasil', { method: 'PUT', token, json })
const row = (tenor: number, nisbahNasabah: number, ekuivalen: number) => ({
  produk: deposito,
  tenor,
  nisbahNasabah,
  nisbahBank: 100 - nisbahNasabah,
  ekuivalen,
})
const thisMonth = wibMonth(new Date()).bulan

describe('the profit-sharing rates through /api/tingkat-bagi-hasil', () => {
  it("stores a month's rows, keeps the months before, and answers the last twelve", async () => {
    const months = [-3, -2, -1].map((d) => shiftBulan(thisMonth, d))
    for (const [i, bulan] of months.entries()) {
      const saved = await put({ bulan, baris: [row(1, 40, [4.1, 4.2, 4.3][i]), row(12, 50, 5.5)] })
      expect(saved.status).toBe(200)
      expect(saved.data).toMatchObject({ bulan, tersimpan: true })
    }
    // The last month again, with the 12-month tenor gone and a new nisbah for one month.
    const again = await put({ bulan: months[2], baris: [row(1, 45, 4.35)] })
    expect(again.data.baris).toEqual([row(1, 45, 4.35)])

    const answer = await call(rates.GET, '/api/tingkat-bagi-hasil')
    expect(answer.status).toBe(200)
    expect(answer.data.bulan).toEqual(months)
    const p = answer.data.produk.find((x: { _id: string }) => x._id === deposito)
    expect(p.judul).toBe('Deposito Uji Bagi Hasil')
    expect(p.tenor).toEqual([
      {
        tenor: 1,
        nisbahNasabah: 45,
        nisbahBank: 55,
        berlakuBulan: months[2],
        riwayat: [
          { bulan: months[0], ekuivalen: 4.1 },
          { bulan: months[1], ekuivalen: 4.2 },
          { bulan: months[2], ekuivalen: 4.35 },
        ],
      },
      {
        tenor: 12,
        nisbahNasabah: 50,
        nisbahBank: 50,
        berlakuBulan: months[1],
        riwayat: [
          { bulan: months[0], ekuivalen: 5.5 },
          { bulan: months[1], ekuivalen: 5.5 },
        ],
      },
    ])
    // A wadiah deposit earns a bonus, not a profit share: it is not listed.
    expect(answer.data.produk.some((x: { _id: string }) => x._id === wadiah)).toBe(false)
  })

  it('starts a month not yet entered from the month before, rates empty', async () => {
    const month = await getBagiHasilMonth(await getAdminContext(), thisMonth)
    expect(month.tersimpan).toBe(false)
    expect(month.produk.map((p) => p._id)).toEqual([deposito])
    expect(month.baris).toEqual([{ ...row(1, 45, 0), ekuivalen: null }])
  })

  it('refuses bad input with its own message and a 400, changing nothing', async () => {
    const before = await call(rates.GET, '/api/tingkat-bagi-hasil')
    const bulan = shiftBulan(thisMonth, -1)
    const cases: [unknown, string][] = [
      [{ bulan, baris: [{ ...row(1, 45, 4), nisbahBank: 50 }] }, M.nisbahJumlah],
      [{ bulan, baris: [row(1, 45, 30.5)] }, M.ekuivalen],
      [{ bulan, baris: [row(1, 45, -1)] }, M.ekuivalen],
      [{ bulan, baris: [row(1, 45, 4.125)] }, M.ekuivalen],
      [{ bulan, baris: [{ ...row(1, 45, 4), nisbahNasabah: 45.5, nisbahBank: 54.5 }] }, M.nisbah],
      [{ bulan, baris: [{ ...row(1, 45, 4), ekuivalen: null }] }, M.ekuivalen],
      [{ bulan, baris: [row(1, 45, 4), row(1, 40, 4)] }, M.ganda],
      [{ bulan, baris: [{ ...row(1, 45, 4), produk: wadiah }] }, M.produk],
      [{ bulan, baris: [row(-1, 45, 4)] }, M.tenor],
      [{ bulan: '2026-13', baris: [] }, M.bulan],
      [{ bulan: shiftBulan(thisMonth, 1), baris: [row(1, 45, 4)] }, M.bulanDepan],
      [{ bulan, baris: 'semua' }, M.format],
    ]
    for (const [json, message] of cases) {
      expect(await put(json)).toMatchObject({ status: 400, data: { error: message } })
    }
    expect((await call(rates.GET, '/api/tingkat-bagi-hasil')).data).toEqual(before.data)
  })

  it('lets only an administrator save', async () => {
    const anonymous = await call(rates.PUT, '/api/tingkat-bagi-hasil', {
      method: 'PUT',
      json: { bulan: thisMonth, baris: [] },
    })
    expect(anonymous.status).toBe(401)
  })

  it('holds the nisbah rule in the collection too, for /cms', async () => {
    await expect(
      t.payload.create({
        collection: 'bagi-hasil',
        data: {
          produk: Number(deposito),
          tenor: 3,
          bulan: thisMonth,
          nisbahNasabah: 40,
          nisbahBank: 40,
          ekuivalen: 4,
        },
        overrideAccess: true,
      }),
    ).rejects.toThrow()
  })

  it('is in the published contract', () => {
    const doc = buildOpenApiDocument() as {
      paths: Record<string, Record<string, unknown>>
      components: { schemas: Record<string, unknown> }
    }
    expect(Object.keys(doc.paths['/api/tingkat-bagi-hasil'])).toEqual(['get', 'put'])
    expect(doc.components.schemas).toHaveProperty('TingkatBagiHasil')
    expect(doc.components.schemas).toHaveProperty('BagiHasilMonthRequest')
  })
})

describe('the dashboard reminders', () => {
  const day = (bulan: string, hari: number) =>
    new Date(`${bulan}-${String(hari).padStart(2, '0')}T05:00:00Z`)

  it("asks for last month's rates after the 10th only, and names summaries over a year old", async () => {
    const ctx = await getAdminContext()
    const entered = shiftBulan(thisMonth, -1)
    // The month after the last one entered: its previous month is entered, so nothing is asked.
    expect((await disclosureReminders(ctx, day(thisMonth, 20))).bulanBelumDiisi).toBeNull()
    const next = shiftBulan(thisMonth, 1)
    expect((await disclosureReminders(ctx, day(next, 10))).bulanBelumDiisi).toBeNull()
    expect((await disclosureReminders(ctx, day(next, 11))).bulanBelumDiisi).toBe(thisMonth)
    expect(entered < thisMonth).toBe(true)

    const { ringkasanLama } = await disclosureReminders(ctx, day(thisMonth, 1))
    expect(ringkasanLama.map((p) => [p.judul, p.berlakuPer])).toEqual([
      ['Tabungan Uji Wadiah', '2024-01-15'],
    ])
  })
})
