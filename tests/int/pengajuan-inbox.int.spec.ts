import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { pengajuanCsv, personDataJson } from '@/modules/pengajuan/pengajuan.csv'
import { PENGAJUAN_MESSAGES as M } from '@/modules/pengajuan/pengajuan.rules'
import { parsePengajuanFilters } from '@/modules/pengajuan/pengajuan.schema'
import {
  changePengajuanStatus,
  countNewPengajuan,
  deletePersonData,
  findPersonData,
  listAllPengajuan,
  listPengajuan,
} from '@/modules/pengajuan/pengajuan.service'
import { purgeOldPengajuan } from '@/modules/pengajuan/retention'
import type { Produk, User } from '@/payload-types'

import { nextPhone, submitOk } from '../helpers/pengajuan'
import { startTestPayload, type TestPayload } from '../helpers/test-payload'

/** Fails unless `call` is refused with this status and (Indonesian) message. */
async function expectRejection(call: Promise<unknown>, status: number, message: string) {
  await expect(call).rejects.toMatchObject({ status, message })
}

let t: TestPayload
let admin: User
let produk: Produk
const nomors: string[] = []
const ctx = () => ({ payload: t.payload, user: admin })
const visitor = () => ({ payload: t.payload, user: null })
const filters = (params: Record<string, string> = {}) => parsePengajuanFilters(params)

beforeAll(async () => {
  t = await startTestPayload()
  admin = (await t.payload.find({ collection: 'users', overrideAccess: true })).docs[0]
  produk = await t.payload.create({
    collection: 'produk',
    data: { judul: 'Gadai Emas Uji', subJudul: 'x', deskripsi: 'x', keunggulan: [] } as never,
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
  // 23 inquiries, one at a time so each is newer than the last; every third names the product.
  for (let i = 0; i < 23; i++) {
    nomors.push(
      await submitOk(t.payload, {
        nama: `Pemohon ${String(i).padStart(2, '0')}`,
        kota: i % 2 ? 'Bantul' : 'Sleman',
        ...(i % 3 === 0 ? { produk: produk.slug as string } : {}),
      }),
    )
  }
})
afterAll(async () => {
  await t?.close()
})

describe('the inbox', () => {
  it('lists 10 a page, newest first, and counts the new ones', async () => {
    const first = await listPengajuan(ctx(), filters())
    expect(first.total).toBe(23)
    expect(first.docs.map((d) => d.nomor)).toEqual(nomors.slice(-10).reverse())
    const third = await listPengajuan(ctx(), filters({ page: '3' }))
    expect(third.docs.map((d) => d.nomor)).toEqual(nomors.slice(0, 3).reverse())
    expect(await countNewPengajuan(ctx())).toBe(23)
  })

  it('searches by name, city, reference number and phone as typed, and filters by product', async () => {
    expect((await listPengajuan(ctx(), filters({ q: 'Pemohon 07' }))).total).toBe(1)
    expect((await listPengajuan(ctx(), filters({ q: 'bantul' }))).total).toBe(11)
    expect((await listPengajuan(ctx(), filters({ q: nomors[4] }))).docs[0].nomor).toBe(nomors[4])
    const one = (await listPengajuan(ctx(), filters({ q: 'Pemohon 05' }))).docs[0]
    const typed = one.telepon.replace('+62', '0')
    expect((await listPengajuan(ctx(), filters({ q: typed }))).docs.map((d) => d.id)).toEqual([
      one.id,
    ])
    const byProduk = await listPengajuan(ctx(), filters({ produk: String(produk.id) }))
    expect(byProduk.total).toBe(8)
    expect(byProduk.docs.every((d) => d.produk === produk.id)).toBe(true)
  })

  it('reads nothing for a visitor', async () => {
    await expect(listPengajuan(visitor(), filters())).rejects.toThrow()
    await expect(countNewPengajuan(visitor())).rejects.toThrow()
  })
})

describe('status', () => {
  it('goes Baru → Dihubungi → Ditolak with a note, never backwards or skipping', async () => {
    const doc = (await listPengajuan(ctx(), filters({ q: 'Pemohon 10' }))).docs[0]
    const id = String(doc.id)
    await expectRejection(
      changePengajuanStatus(ctx(), id, { status: 'selesai' }),
      400,
      M.statusTidakBoleh,
    )
    await changePengajuanStatus(ctx(), id, { status: 'dihubungi', catatan: 'Ditelepon pagi.' })
    await expectRejection(
      changePengajuanStatus(ctx(), id, { status: 'baru' }),
      400,
      M.statusTidakBoleh,
    )
    await expectRejection(
      changePengajuanStatus(ctx(), id, { status: 'ditolak', catatan: '' }),
      400,
      M.catatanWajib,
    )
    const done = await changePengajuanStatus(ctx(), id, {
      status: 'ditolak',
      catatan: 'Di luar wilayah.',
    })
    expect(done).toMatchObject({ status: 'ditolak', catatan: 'Di luar wilayah.' })
    expect(
      (await listPengajuan(ctx(), filters({ status: 'ditolak' }))).docs.map((d) => d.id),
    ).toEqual([doc.id])
    expect(await countNewPengajuan(ctx())).toBe(22)
  })

  it('leaves ids and field names in the audit trail, never what the person wrote', async () => {
    const { docs } = await t.payload.find({
      collection: 'aktivitas',
      where: { objek: { equals: 'pengajuan' } },
      pagination: false,
      overrideAccess: true,
    })
    expect(docs.length).toBeGreaterThanOrEqual(2)
    const text = JSON.stringify(docs)
    for (const secret of ['Pemohon 10', 'Ditelepon', 'Di luar wilayah', '+62812', 'Sleman'])
      expect(text).not.toContain(secret)
    expect(docs[0]).toMatchObject({ jenis: 'ubah', kolom: expect.stringContaining('status') })
  })
})

describe('exports', () => {
  it('CSV: the filtered inbox, one line each, with formulas made harmless', async () => {
    const nomor = await submitOk(t.payload, {
      nama: '=HYPERLINK("http://x","klik")',
      pesan: '@SUM(1;2)',
    })
    const rows = await listAllPengajuan(ctx(), filters({ q: nomor }))
    const csv = pengajuanCsv(rows)
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
    expect(lines[0].split(';').slice(0, 5)).toEqual([
      'Waktu (WIB)',
      'Nomor pengajuan',
      'Jenis',
      'Status',
      'Nama',
    ])
    expect(lines).toHaveLength(2)
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://x"",""klik"")"`)
    expect(lines[1]).toContain(`"'@SUM(1;2)"`)
    expect(lines[1]).toMatch(/;'\+62812\d+;/)
    const all = pengajuanCsv(await listAllPengajuan(ctx(), filters({ q: 'Sleman' })))
    expect(all.trim().split('\r\n')).toHaveLength(1 + 13)
  })

  it("JSON of a person's data, then their deletion with their notifications", async () => {
    const telepon = nextPhone()
    await submitOk(t.payload, { telepon, nama: 'Rina' })
    await submitOk(t.payload, { telepon, nama: 'Rina' })
    const [latest] = (await listPengajuan(ctx(), filters({ q: 'Rina' }))).docs
    const data = await findPersonData(ctx(), String(latest.id))
    expect(data).toHaveLength(2)
    const json = JSON.parse(personDataJson(data))
    expect(json.pengajuan).toHaveLength(2)
    expect(json.pengajuan[0]).toMatchObject({
      nama: 'Rina',
      telepon: latest.telepon,
      status: 'Baru',
    })
    expect(await deletePersonData(ctx(), String(latest.id))).toBe(2)
    expect((await listPengajuan(ctx(), filters({ q: 'Rina' }))).total).toBe(0)
    await expectRejection(findPersonData(ctx(), String(latest.id)), 404, M.tidakDitemukan)
    await expect(deletePersonData(visitor(), String(nomors.length))).rejects.toThrow()
  })
})

describe('retention', () => {
  it('purges the inquiries older than 365 days and nothing newer', async () => {
    const before = (await listPengajuan(ctx(), filters())).total
    const old = (await listPengajuan(ctx(), filters({ q: 'Pemohon 00' }))).docs[0]
    const day = 24 * 60 * 60 * 1000
    await t.payload.db.updateOne({
      collection: 'pengajuan',
      id: old.id,
      data: { createdAt: new Date(Date.now() - 366 * day).toISOString() },
    })
    expect(await purgeOldPengajuan(t.payload)).toBe(1)
    expect((await listPengajuan(ctx(), filters())).total).toBe(before - 1)
    expect(await purgeOldPengajuan(t.payload, new Date(Date.now() + 364 * day))).toBe(0)
    expect(await purgeOldPengajuan(t.payload, new Date(Date.now() + 366 * day))).toBe(before - 1)
  })
})
