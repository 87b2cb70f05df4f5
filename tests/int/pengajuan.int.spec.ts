import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import * as cmsApi from '@/app/(payload)/cms-api/[...slug]/route'
import * as typeItem from '@/app/api/[type]/[key]/route'
import * as typeList from '@/app/api/[type]/route'
import { withAnswerStatusScope } from '@/lib/answer-status'
import { issueFormToken } from '@/modules/pengajuan/form-token'
import { answerPengajuan } from '@/modules/pengajuan/pengajuan.answer'
import { consentText, PENGAJUAN_MESSAGES as M } from '@/modules/pengajuan/pengajuan.rules'
import { submitPengajuan } from '@/modules/pengajuan/pengajuan.submit'
import { searchSite } from '@/modules/search/search.service'
import { buildSchedule } from '@/modules/simulator/simulator'
import { sitemapRoot } from '@/modules/site/sitemap'
import type { Produk, User } from '@/payload-types'

import { call } from '../helpers/api-client'
import { signInAdmin } from '../helpers/sign-in'
import { contactForm, nextAddress, nextPhone, submitOk } from '../helpers/pengajuan'
import { startTestPayload, type TestPayload } from '../helpers/test-payload'

let t: TestPayload
let admin: User
let produk: Produk

beforeAll(async () => {
  t = await startTestPayload()
  admin = (await t.payload.find({ collection: 'users', overrideAccess: true })).docs[0]
  produk = await t.payload.create({
    collection: 'produk',
    data: {
      judul: 'Pembiayaan Murabahah Uji',
      subJudul: 'Untuk diuji',
      deskripsi: 'Deskripsi produk uji.',
      keunggulan: [],
    } as never,
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
})
afterAll(async () => {
  await t?.close()
})

const submit = (fields: Record<string, string>, address = nextAddress()) =>
  submitPengajuan(t.payload, fields, { address })

const stored = async (nomor: string) =>
  (
    await t.payload.find({
      collection: 'pengajuan',
      where: { nomor: { equals: nomor } },
      depth: 0,
      overrideAccess: true,
    })
  ).docs[0]

describe('a visitor sends an inquiry', () => {
  it('is stored with a reference number, the number in one form and the consent as shown', async () => {
    const nomor = await submitOk(t.payload, {
      telepon: '+62 812-3456-7001',
      email: 'Siti@Contoh.ID',
    })
    expect(nomor).toMatch(/^PGJ-\d{6}-[A-HJ-NP-Z2-9]{5}$/)
    const doc = await stored(nomor)
    expect(doc).toMatchObject({
      jenis: 'kontak',
      status: 'baru',
      nama: 'Siti Aminah',
      telepon: '+6281234567001',
      email: 'siti@contoh.id',
      kota: 'Sleman',
      persetujuan: consentText(365),
    })
  })

  it('a financing application keeps the product and the installment the simulator computes', async () => {
    const nomor = await submitOk(t.payload, {
      jenis: 'pembiayaan',
      produk: produk.slug as string,
      jumlah: '15.000.000',
      tenor: '36',
      jenisMargin: 'anuitas',
      margin: '12.5',
      pesan: '',
    })
    const expected = buildSchedule({
      loanAmount: 15_000_000,
      tenor: 36,
      annualMargin: 12.5,
      marginType: 'Anuitas',
    })[0].monthlyPayment
    expect(await stored(nomor)).toMatchObject({
      jenis: 'pembiayaan',
      produk: produk.id,
      produkJudul: 'Pembiayaan Murabahah Uji',
      jumlah: 15_000_000,
      tenor: 36,
      jenisMargin: 'anuitas',
      margin: 12.5,
      angsuran: expected,
      pesan: null,
    })
  })

  it.each([
    [{ nama: '' }, 'nama', M.namaWajib],
    [{ nama: 'x'.repeat(101) }, 'nama', M.namaPanjang],
    [{ telepon: '' }, 'telepon', M.teleponWajib],
    [{ telepon: '021 555 1234' }, 'telepon', M.teleponSalah],
    [{ email: 'bukan-email' }, 'email', M.emailSalah],
    [{ kota: ' ' }, 'kota', M.kotaWajib],
    [{ pesan: '' }, 'pesan', M.pesanWajib],
    [{ pesan: 'x'.repeat(1001) }, 'pesan', M.pesanPanjang],
    [{ persetujuan: '' }, 'persetujuan', M.persetujuanWajib],
    [{ produk: 'tidak-ada' }, 'produk', M.produkTidakAda],
    [{ jenis: 'pembiayaan', jumlah: '0', tenor: '12' }, 'jumlah', M.jumlahSalah],
    [{ jenis: 'pembiayaan', jumlah: '5000000', tenor: '601' }, 'tenor', M.tenorSalah],
    [{ jenis: 'pembiayaan', jumlah: '5000000', tenor: '' }, 'tenor', M.tenorSalah],
  ])('refuses %j with a 400 and the message for %s', async (overrides, field, message) => {
    const outcome = await submit(contactForm(overrides))
    expect(outcome).toMatchObject({ ok: false, status: 400, message: M.periksaIsian })
    expect(outcome.ok ? {} : outcome.errors).toMatchObject({ [field]: message })
  })

  it('names every problem at once, the form-dependent ones too', async () => {
    const outcome = await submit(contactForm({ nama: '', pesan: '' }))
    expect(outcome.ok ? {} : outcome.errors).toEqual({ nama: M.namaWajib, pesan: M.pesanWajib })
    const financing = await submit(
      contactForm({ jenis: 'pembiayaan', telepon: '0812', jumlah: '', tenor: 'dua' }),
    )
    expect(financing.ok ? {} : financing.errors).toEqual({
      telepon: M.teleponSalah,
      jumlah: M.jumlahSalah,
      tenor: M.tenorSalah,
    })
  })

  it('a 1,000-character message is still accepted', async () => {
    await submitOk(t.payload, { pesan: 'x'.repeat(1000) })
  })
})

describe("the form's answer, with JavaScript or without", () => {
  /** Posts the form as the browser does and returns the state shown and the answer's status. */
  const post = (fields: Record<string, string>) => {
    const form = new FormData()
    for (const [name, value] of Object.entries(fields)) form.append(name, value)
    return withAnswerStatusScope(async (answer) => {
      const state = await answerPengajuan(t.payload, form, { address: nextAddress() })
      return { state, status: answer.status }
    })
  }

  it('a refusal carries a 4xx and the Indonesian messages, and echoes what was typed', async () => {
    const { state, status } = await post(contactForm({ telepon: '12345', email: 'bukan-email' }))
    expect(status).toBe(400)
    expect(state).toMatchObject({
      status: 'refused',
      message: M.periksaIsian,
      errors: { telepon: M.teleponSalah, email: M.emailSalah },
      values: { telepon: '12345', email: 'bukan-email' },
    })
  })

  it('a robot is refused with a 400, a form larger than any inquiry with a 413', async () => {
    expect(await post(contactForm({ situs: 'http://spam.example' }))).toMatchObject({
      status: 400,
      state: { status: 'refused', message: M.ditolak },
    })
    expect(await post(contactForm({ pesan: 'x'.repeat(20_000) }))).toMatchObject({
      status: 413,
      state: { status: 'refused', message: M.terlaluBesar },
    })
  })

  it('an accepted one keeps the 200 and shows its reference number', async () => {
    const { state, status } = await post(contactForm())
    expect(status).toBeUndefined()
    expect(state).toMatchObject({ status: 'sent', nomor: expect.stringMatching(/^PGJ-/) })
  })
})

describe('robots and floods', () => {
  it('without a token of its own, the time counts from the cookie of when the form was opened', async () => {
    const now = Date.now()
    // A cached page's form, sent by a visitor who loaded it (and its picture) this long ago.
    const opened = (ago: number) => ({
      address: nextAddress(),
      openedToken: issueFormToken(now - ago),
    })
    const cachedForm = contactForm({ mulai: '' })
    expect(await submitPengajuan(t.payload, cachedForm, opened(1000))).toEqual({
      ok: false,
      status: 400,
      message: M.terlaluCepat,
    })
    expect(await submitPengajuan(t.payload, cachedForm, opened(25 * 60 * 60 * 1000))).toEqual({
      ok: false,
      status: 400,
      message: M.kedaluwarsa,
    })
    expect(
      await submitPengajuan(t.payload, cachedForm, { ...opened(10_000), openedToken: 'x.forged' }),
    ).toEqual({ ok: false, status: 400, message: M.ditolak })
    expect(await submitPengajuan(t.payload, cachedForm, opened(10_000))).toMatchObject({ ok: true })
    // The form's own token (handed out by its script or with a refusal) is the one judged.
    expect(
      await submitPengajuan(
        t.payload,
        contactForm({ mulai: issueFormToken(now - 500) }),
        opened(10_000),
      ),
    ).toMatchObject({ ok: false, message: M.terlaluCepat })
  })

  it('refuses a filled honeypot, a missing or forged token, a form sent too fast or too late', async () => {
    const now = Date.now()
    const cases: [Record<string, string>, string][] = [
      [{ situs: 'http://spam.example' }, M.ditolak],
      // No token and no cookie of when the form was opened: its time counts from now.
      [{ mulai: '' }, M.terlaluCepat],
      [{ mulai: `${now - 60_000}.forged` }, M.ditolak],
      [{ mulai: issueFormToken(now - 1000) }, M.terlaluCepat],
      [{ mulai: issueFormToken(now - 25 * 60 * 60 * 1000) }, M.kedaluwarsa],
    ]
    for (const [overrides, message] of cases) {
      expect(await submit(contactForm(overrides))).toEqual({ ok: false, status: 400, message })
    }
    expect(
      (
        await t.payload.count({
          collection: 'pengajuan',
          where: { nama: { equals: 'Robot' } },
          overrideAccess: true,
        })
      ).totalDocs,
    ).toBe(0)
  })

  it('takes three inquiries a day from one number, then answers 429', async () => {
    const telepon = nextPhone()
    for (let i = 0; i < 3; i++) await submitOk(t.payload, { telepon })
    const outcome = await submit(contactForm({ telepon: telepon.replace(/^0/, '+62') }))
    expect(outcome).toMatchObject({ ok: false, status: 429 })
    expect(outcome.ok ? '' : outcome.message).toBe(M.nomorTerlaluSering(24))
  })

  it('takes ten inquiries an hour from one address, then answers 429', async () => {
    const address = '203.0.113.77'
    for (let i = 0; i < 10; i++) expect((await submit(contactForm(), address)).ok).toBe(true)
    const outcome = await submit(contactForm(), address)
    expect(outcome).toMatchObject({ ok: false, status: 429, message: M.terlaluSering(60) })
  })
})

const adminToken = async (): Promise<string> => await signInAdmin()

describe('never public', () => {
  it('a visitor reads nothing and creates nothing through /cms-api', async () => {
    const listed = await call(cmsApi.GET, '/cms-api/pengajuan', {
      params: { slug: ['pengajuan'] },
    })
    expect(listed.status).toBe(403)
    const created = await call(cmsApi.POST, '/cms-api/pengajuan', {
      method: 'POST',
      params: { slug: ['pengajuan'] },
      json: {
        nama: 'x',
        telepon: '+6281234567890',
        kota: 'x',
        jenis: 'kontak',
        nomor: 'PGJ-X',
        persetujuan: 'x',
      },
    })
    expect(created.status).toBe(403)
    await expect(
      t.payload.find({ collection: 'pengajuan', user: null, overrideAccess: false }),
    ).rejects.toThrow()
  })

  it("is not served by the registry's /api/pengajuan, the site search or the sitemap", async () => {
    const nama = 'Rahasia Pribadi Sekali'
    const nomor = await submitOk(t.payload, { nama })
    const { id } = await stored(nomor)
    const params = { type: 'pengajuan' }
    for (const token of [undefined, await adminToken()]) {
      expect((await call(typeList.GET, '/api/pengajuan', { params, token })).status).toBe(404)
      const one = await call(typeItem.GET, `/api/pengajuan/${id}`, {
        params: { ...params, key: String(id) },
        token,
      })
      expect(one.status).toBe(404)
    }
    expect((await searchSite(t.payload, nama, { page: 1, limit: 10 })).total).toBe(0)
    // Not even after the index is rebuilt from every registry type's records.
    const { buildSearchIndex } = await import('@/modules/search/search.index')
    await buildSearchIndex(t.payload)
    expect((await searchSite(t.payload, nama, { page: 1, limit: 10 })).total).toBe(0)
    const sitemap = await sitemapRoot({ payload: t.payload, user: null })
    expect(sitemap).not.toContain('pengajuan')
    expect(sitemap).not.toContain(nomor)
  })

  it('an administrator reads them, but cannot create one through the API either', async () => {
    const { totalDocs } = await t.payload.count({
      collection: 'pengajuan',
      user: admin,
      overrideAccess: false,
    })
    expect(totalDocs).toBeGreaterThan(0)
    await expect(
      t.payload.create({
        collection: 'pengajuan',
        data: {
          nomor: 'PGJ-000000-AAAAA',
          jenis: 'kontak',
          status: 'baru',
          nama: 'x',
          telepon: '+6281200000000',
          kota: 'x',
          persetujuan: 'x',
        },
        user: admin,
        overrideAccess: false,
      }),
    ).rejects.toThrow()
  })
})
