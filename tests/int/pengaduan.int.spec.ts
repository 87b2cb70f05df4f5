import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import * as cmsApi from '@/app/(payload)/cms-api/[...slug]/route'
import * as adminAttachment from '@/app/(frontend)/admin/(panel)/pengaduan/[id]/lampiran/[index]/route'
import * as typeList from '@/app/api/[type]/route'
import { getPublicContext } from '@/lib/payload'
import { CASE_FILE_PREFIX, readFile } from '@/modules/case-intake/case-files'
import { followUpCodeMatches } from '@/modules/case-intake/follow-up-code'
import { consentText, PENGADUAN_MESSAGES as M } from '@/modules/pengaduan/pengaduan.rules'
import {
  changePengaduanStatus,
  createStaffPengaduan,
  deletePersonPengaduan,
  dueFlag,
  extendPengaduan,
  findPersonPengaduan,
  personExport,
  listPengaduan,
} from '@/modules/pengaduan/pengaduan.service'
import { countOpenPengaduan } from '@/modules/pengaduan/pengaduan.counts'
import { addInformation, lookupPengaduan } from '@/modules/pengaduan/pengaduan.status'
import { parseQuarter, quarterCsv, quarterReport } from '@/modules/pengaduan/pengaduan.report'
import { submitPengaduan } from '@/modules/pengaduan/pengaduan.submit'
import { purgeOldPengaduan } from '@/modules/pengaduan/retention'
import { searchSite } from '@/modules/search/search.service'
import { sitemapRoot } from '@/modules/site/sitemap'
import type { User } from '@/payload-types'

import { makeImage, makePdf, MB } from '../helpers/files'
import { call } from '../helpers/api-client'
import { complaintForm, nextAddress } from '../helpers/pengaduan'
import { signInAdmin } from '../helpers/sign-in'
import { startTestPayload, type TestPayload } from '../helpers/test-payload'

let t: TestPayload
let admin: User
const ctx = () => ({ payload: t.payload, user: admin })
// Friday 14 August 2026, 10:00 WIB: Monday 17th is Independence Day, 25th Maulid Nabi.
const FRIDAY = new Date('2026-08-14T03:00:00Z')

beforeAll(async () => {
  t = await startTestPayload()
  admin = (await t.payload.find({ collection: 'users', overrideAccess: true })).docs[0]
})
afterAll(async () => {
  await t?.close()
})

const submit = (form: FormData, now = Date.now()) =>
  submitPengaduan(t.payload, form, { address: nextAddress(), now })

const attachments = async () =>
  (await t.listMedia()).filter((name) => name.startsWith(CASE_FILE_PREFIX.pengaduan))

const stored = async (nomor: string) =>
  (
    await t.payload.find({
      collection: 'pengaduan',
      where: { nomor: { equals: nomor } },
      depth: 0,
      overrideAccess: true,
    })
  ).docs[0]

describe('a consumer files a complaint through the form', () => {
  it('is registered with a number, a hashed follow-up code and a written deadline of 10 working days', async () => {
    const pdf = makePdf()
    const outcome = await submit(
      complaintForm({}, [{ name: 'bukti.pdf', bytes: pdf }], FRIDAY.getTime()),
      FRIDAY.getTime(),
    )
    if (!outcome.ok) throw new Error(outcome.message)
    expect(outcome.nomor).toMatch(/^ADU-260814-[A-HJ-NP-Z2-9]{5}$/)
    expect(outcome.kode).toMatch(/^[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/)
    // Across the weekend, 17 August and 25 August.
    expect(outcome.jatuhTempo).toBe('2026-09-01')
    const doc = await stored(outcome.nomor)
    expect(doc).toMatchObject({
      kanal: 'formulir',
      status: 'diterima',
      kerugian: 150000,
      telepon: expect.stringMatching(/^\+62813/),
      persetujuan: consentText(5),
    })
    expect(JSON.stringify(doc)).not.toContain(outcome.kode)
    expect(followUpCodeMatches('pengaduan', doc.nomor, outcome.kode, doc.kodeHash)).toBe(true)
    expect(doc.lampiran).toHaveLength(1)
    expect((await readFile(doc.lampiran![0].kunci)).equals(pdf)).toBe(true)
  })

  it('refuses a file whose bytes are not JPG, PNG or PDF, and stores nothing', async () => {
    const before = await attachments()
    const { totalDocs } = await t.payload.count({ collection: 'pengaduan', overrideAccess: true })
    const outcome = await submit(
      complaintForm({}, [
        { name: 'ktp.png', bytes: await makeImage('png') },
        { name: 'bukti.pdf', bytes: Buffer.from('<script>alert(1)</script>') },
      ]),
    )
    expect(outcome).toMatchObject({ ok: false, status: 400, errors: { lampiran: M.lampiranJenis } })
    expect(await attachments()).toEqual(before)
    expect(
      (await t.payload.count({ collection: 'pengaduan', overrideAccess: true })).totalDocs,
    ).toBe(totalDocs)
  })

  it('refuses a file over 5 MB and a fourth file', async () => {
    const before = await attachments()
    const big = await submit(complaintForm({}, [{ name: 'besar.pdf', bytes: makePdf(5 * MB + 1) }]))
    expect(big).toMatchObject({ ok: false, status: 400, errors: { lampiran: M.lampiranBesar } })
    const pdf = { name: 'a.pdf', bytes: makePdf() }
    const many = await submit(complaintForm({}, [pdf, pdf, pdf, pdf]))
    expect(many).toMatchObject({ errors: { lampiran: M.lampiranTerlaluBanyak } })
    expect(await attachments()).toEqual(before)
  })

  it('asks for the power of attorney when acting for someone else', async () => {
    const without = await submit(complaintForm({ mewakili: 'ya' }))
    expect(without).toMatchObject({ ok: false, errors: { kuasa: M.kuasaWajib } })
    const withIt = await submit(
      complaintForm({ mewakili: 'ya' }, [
        { name: 'kuasa.jpg', field: 'kuasa', bytes: await makeImage('jpeg') },
      ]),
    )
    if (!withIt.ok) throw new Error(withIt.message)
    expect((await stored(withIt.nomor)).lampiran?.map((file) => file.jenis)).toEqual(['kuasa'])
  })

  it('names every missing field in Indonesian, and refuses robots and hurried forms', async () => {
    const empty = await submit(
      complaintForm({
        nama: '',
        telepon: '12',
        kronologi: '',
        penyelesaian: '',
        persetujuan: '',
        tanggalKejadian: '2999-01-01',
      }),
    )
    expect(empty).toMatchObject({
      ok: false,
      status: 400,
      message: M.periksaIsian,
      errors: {
        nama: M.namaWajib,
        telepon: M.teleponSalah,
        kronologi: M.kronologiWajib,
        penyelesaian: M.penyelesaianWajib,
        persetujuan: M.persetujuanWajib,
        tanggalKejadian: M.tanggalSalah,
      },
    })
    const long = await submit(complaintForm({ kronologi: 'x'.repeat(2001) }))
    expect(long).toMatchObject({ errors: { kronologi: M.kronologiPanjang } })
    expect(await submit(complaintForm({ situs: 'http://spam' }))).toMatchObject({
      status: 400,
      message: M.ditolak,
    })
    const hurried = complaintForm()
    hurried.delete('mulai')
    expect(await submit(hurried)).toMatchObject({ status: 400, message: M.terlaluCepat })
  })

  it('limits complaints per number', async () => {
    const telepon = '0813 9999 0000'
    for (let i = 0; i < 3; i++) expect((await submit(complaintForm({ telepon }))).ok).toBe(true)
    expect(await submit(complaintForm({ telepon }))).toMatchObject({ ok: false, status: 429 })
  })
})

describe('the status page', () => {
  it('shows the status for the right pair; a wrong code or an unknown number gets the same answer', async () => {
    const outcome = await submit(complaintForm())
    if (!outcome.ok) throw new Error(outcome.message)
    const address = nextAddress()
    const right = await lookupPengaduan(
      t.payload,
      { nomor: outcome.nomor, kode: outcome.kode.toLowerCase() },
      address,
    )
    expect(right).toMatchObject({
      ok: true,
      view: { nomor: outcome.nomor, status: 'diterima', jatuhTempo: outcome.jatuhTempo },
    })
    const wrong = await lookupPengaduan(
      t.payload,
      { nomor: outcome.nomor, kode: 'AAAA-AAAA-AAAA' },
      address,
    )
    const unknown = await lookupPengaduan(
      t.payload,
      { nomor: 'ADU-260814-ZZZZZ', kode: outcome.kode },
      address,
    )
    expect(wrong).toEqual({ ok: false, status: 400, message: M.statusTidakCocok })
    expect(unknown).toEqual(wrong)
  })

  it('throttles guessing per address, even the right pair once the limit is spent', async () => {
    const outcome = await submit(complaintForm())
    if (!outcome.ok) throw new Error(outcome.message)
    const address = nextAddress()
    for (let i = 0; i < 10; i++)
      await lookupPengaduan(t.payload, { nomor: outcome.nomor, kode: `GUES-S${i}` }, address)
    const after = await lookupPengaduan(
      t.payload,
      { nomor: outcome.nomor, kode: outcome.kode },
      address,
    )
    expect(after).toMatchObject({ ok: false, status: 429 })
  })

  it('lets the consumer add information and a file; a missing-information case goes back to Diproses', async () => {
    const outcome = await submit(complaintForm())
    if (!outcome.ok) throw new Error(outcome.message)
    await changePengaduanStatus(ctx(), String(outcome.id), {
      status: 'tidakLengkap',
      kekurangan: 'Foto KTP.',
    })
    const seen = await lookupPengaduan(
      t.payload,
      { nomor: outcome.nomor, kode: outcome.kode },
      nextAddress(),
    )
    expect(seen).toMatchObject({
      ok: true,
      view: { status: 'tidakLengkap', kekurangan: 'Foto KTP.' },
    })
    const form = new FormData()
    form.append('nomor', outcome.nomor)
    form.append('kode', outcome.kode)
    form.append('keterangan', 'Berikut foto KTP saya.')
    form.append('lampiran', new File([new Uint8Array(await makeImage('jpeg'))], 'ktp.jpg'))
    const added = await addInformation(t.payload, form, nextAddress())
    expect(added).toMatchObject({
      ok: true,
      view: { status: 'diproses', tambahan: 1, lampiran: [{ nama: 'ktp.jpg' }] },
    })
    const refusedFile = new FormData()
    refusedFile.append('nomor', outcome.nomor)
    refusedFile.append('kode', outcome.kode)
    refusedFile.append('lampiran', new File(['MZ not a picture'], 'virus.jpg'))
    const before = await attachments()
    expect(await addInformation(t.payload, refusedFile, nextAddress())).toMatchObject({
      ok: false,
      status: 400,
      message: M.lampiranJenis,
    })
    expect(await attachments()).toEqual(before)
  })
})

describe('the register', () => {
  it("recounts the due date from the day a 'Tidak lengkap' case is complete again", async () => {
    const created = await createStaffPengaduan(ctx(), complaintForm({ kanal: 'surat' }), FRIDAY)
    if (!created.ok) throw new Error(created.message)
    expect(created.jatuhTempo).toBe('2026-09-01')
    const id = String(created.id)
    await changePengaduanStatus(ctx(), id, { status: 'tidakLengkap', kekurangan: 'Foto KTP.' })
    // Staff resume it on Monday 31 August: 10 working days from then.
    const resumed = await changePengaduanStatus(
      ctx(),
      id,
      { status: 'diproses' },
      new Date('2026-08-31T03:00:00Z'),
    )
    expect(resumed.jatuhTempo).toBe('2026-09-14')
    // The consumer completes it on Friday 4 September: counted anew from that day.
    await changePengaduanStatus(ctx(), id, { status: 'tidakLengkap', kekurangan: 'Bukti.' })
    const form = new FormData()
    form.append('nomor', created.nomor)
    form.append('kode', created.kode)
    form.append('keterangan', 'Bukti terlampir.')
    const added = await addInformation(
      t.payload,
      form,
      nextAddress(),
      new Date('2026-09-04T03:00:00Z'),
    )
    expect(added).toMatchObject({
      ok: true,
      view: { status: 'diproses', jatuhTempo: '2026-09-18' },
    })
  })

  it('staff enter a spoken complaint with 5 working days; one extension of 10 with its reason', async () => {
    const form = complaintForm({ kanal: 'telepon' })
    const created = await createStaffPengaduan(ctx(), form, FRIDAY)
    if (!created.ok) throw new Error(created.message)
    expect(created.jatuhTempo).toBe('2026-08-24')
    await expect(extendPengaduan(ctx(), String(created.id), '')).rejects.toMatchObject({
      status: 400,
      message: M.alasanWajib,
    })
    const extended = await extendPengaduan(
      ctx(),
      String(created.id),
      'Menunggu konfirmasi bank koresponden.',
    )
    // 24 August + 10 working days, 25 August a holiday: 26 … 31, 1 … 8 September.
    expect(extended).toMatchObject({ status: 'diperpanjang', jatuhTempo: '2026-09-08' })
    await expect(extendPengaduan(ctx(), String(created.id), 'Lagi.')).rejects.toMatchObject({
      message: M.sudahDiperpanjang,
    })
    const view = await lookupPengaduan(
      t.payload,
      { nomor: created.nomor, kode: created.kode },
      nextAddress(),
    )
    expect(view).toMatchObject({
      ok: true,
      view: { status: 'diperpanjang', alasanPerpanjangan: 'Menunggu konfirmasi bank koresponden.' },
    })
  })

  it("counts the bank's joint-leave days from the settings", async () => {
    await t.payload.updateGlobal({
      slug: 'site-settings',
      data: { pengaduan: { cutiBersama: [{ tanggal: '2026-08-18' }], batasLisan: 3 } },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    try {
      const created = await createStaffPengaduan(ctx(), complaintForm({ kanal: 'kantor' }), FRIDAY)
      if (!created.ok) throw new Error(created.message)
      expect(created.jatuhTempo).toBe('2026-08-21')
    } finally {
      await t.payload.updateGlobal({
        slug: 'site-settings',
        data: { pengaduan: { cutiBersama: [], batasLisan: 5 } },
        overrideAccess: true,
        context: { disableRevalidate: true },
      })
    }
  })

  it('needs the answer to finish; the consumer then reads it', async () => {
    const created = await createStaffPengaduan(ctx(), complaintForm({ kanal: 'surat' }), FRIDAY)
    if (!created.ok) throw new Error(created.message)
    const id = String(created.id)
    await expect(changePengaduanStatus(ctx(), id, { status: 'selesai' })).rejects.toMatchObject({
      message: M.jawabanWajib,
    })
    await expect(
      changePengaduanStatus(ctx(), id, { status: 'diperpanjang' }),
    ).rejects.toMatchObject({ message: M.statusTidakBoleh })
    await changePengaduanStatus(ctx(), id, {
      status: 'selesai',
      jawaban: 'Dana telah dikembalikan.',
    })
    const view = await lookupPengaduan(
      t.payload,
      { nomor: created.nomor, kode: created.kode },
      nextAddress(),
    )
    expect(view).toMatchObject({
      ok: true,
      view: { status: 'selesai', jawaban: 'Dana telah dikembalikan.' },
    })
  })

  it('flags due-soon and overdue ones, and reads nothing for a visitor', async () => {
    expect(dueFlag({ status: 'diproses', jatuhTempo: '2026-08-24' }, '2026-08-25')).toBe('lewat')
    expect(dueFlag({ status: 'diproses', jatuhTempo: '2026-08-24' }, '2026-08-20')).toBe('segera')
    expect(dueFlag({ status: 'diproses', jatuhTempo: '2026-08-24' }, '2026-08-14')).toBe(null)
    expect(dueFlag({ status: 'selesai', jatuhTempo: '2026-08-24' }, '2026-08-25')).toBe(null)
    const overdue = await listPengaduan(
      ctx(),
      { tenggat: 'lewat', page: 1 },
      new Date('2026-09-02T03:00:00Z'),
    )
    expect(overdue.total).toBeGreaterThan(0)
    expect(
      overdue.docs.every((doc) => doc.jatuhTempo < '2026-09-02' && doc.status !== 'selesai'),
    ).toBe(true)
    expect(await countOpenPengaduan(ctx())).toBeGreaterThan(0)
    await expect(listPengaduan(await getPublicContext(), { page: 1 })).rejects.toMatchObject({
      status: 403,
    })
  })
})

describe('never public', () => {
  it('no visitor reads a complaint or its file: /api, /cms-api, the search, the sitemap, the download route', async () => {
    const nama = 'Pengadu Rahasia Sekali'
    const outcome = await submit(complaintForm({ nama }, [{ name: 'bukti.pdf', bytes: makePdf() }]))
    if (!outcome.ok) throw new Error(outcome.message)
    expect(
      (await call(cmsApi.GET, '/cms-api/pengaduan', { params: { slug: ['pengaduan'] } })).status,
    ).toBe(403)
    for (const token of [undefined, await signInAdmin()])
      expect(
        (await call(typeList.GET, '/api/pengaduan', { params: { type: 'pengaduan' }, token }))
          .status,
      ).toBe(404)
    expect((await searchSite(t.payload, nama, { page: 1, limit: 10 })).total).toBe(0)
    const sitemap = await sitemapRoot({ payload: t.payload, user: null })
    expect(sitemap).not.toContain(outcome.nomor)
    const path = `/admin/pengaduan/${outcome.id}/lampiran/0`
    const params = { id: String(outcome.id), index: '0' }
    expect((await call(adminAttachment.GET, path, { params })).status).toBe(401)
    const answer = await call(adminAttachment.GET, path, { params, token: await signInAdmin() })
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-disposition')).toMatch(/^attachment;/)
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff')
    expect(answer.headers.get('content-type')).toBe('application/pdf')
  })
})

describe("report, retention and the person's data", () => {
  it('counts a quarter by product, channel and status, with the share answered in time, as CSV', async () => {
    const quarter = parseQuarter({ tahun: '2026', triwulan: '3' })
    const before = await quarterReport(ctx(), quarter)
    const late = await createStaffPengaduan(
      ctx(),
      complaintForm({ kanal: 'kantor', produk: 'Tabungan Wadiah' }),
      FRIDAY,
    )
    const onTime = await createStaffPengaduan(
      ctx(),
      complaintForm({ kanal: 'kantor', produk: 'Tabungan Wadiah' }),
      FRIDAY,
    )
    if (!late.ok || !onTime.ok) throw new Error('not stored')
    await changePengaduanStatus(
      ctx(),
      String(onTime.id),
      { status: 'selesai', jawaban: 'Beres.' },
      new Date('2026-08-20T03:00:00Z'),
    )
    await changePengaduanStatus(
      ctx(),
      String(late.id),
      { status: 'selesai', jawaban: 'Beres.' },
      new Date('2026-09-20T03:00:00Z'),
    )
    const report = await quarterReport(ctx(), quarter)
    expect(report.total).toBe(before.total + 2)
    expect(report.selesai).toBe(before.selesai + 2)
    expect(report.tepatWaktu).toBe(before.tepatWaktu + 1)
    expect(report.perProduk).toContainEqual(['Tabungan Wadiah', 2])
    const csv = quarterCsv(report)
    expect(csv).toContain('Produk;Tabungan Wadiah;2')
    expect(csv).toContain(`Saluran;Datang ke kantor;`)
  })

  it("exports the person's data without the code's hash or storage keys, and deletes only finished cases with their files", async () => {
    const telepon = '0813 7777 1234'
    const first = await createStaffPengaduan(
      ctx(),
      complaintForm({ kanal: 'surat', telepon }, [{ name: 'a.pdf', bytes: makePdf() }]),
    )
    const second = await createStaffPengaduan(ctx(), complaintForm({ kanal: 'surat', telepon }))
    if (!first.ok || !second.ok) throw new Error('not stored')
    const exported = JSON.stringify(
      personExport(await findPersonPengaduan(ctx(), String(first.id))),
    )
    expect(exported).toContain(first.nomor)
    expect(exported).toContain(second.nomor)
    expect(exported).not.toContain('kodeHash')
    expect(exported).not.toContain(CASE_FILE_PREFIX.pengaduan)
    const key = (await stored(first.nomor)).lampiran![0].kunci
    await changePengaduanStatus(ctx(), String(first.id), { status: 'selesai', jawaban: 'Beres.' })
    expect(await deletePersonPengaduan(ctx(), String(second.id))).toBe(1)
    expect(await stored(first.nomor)).toBeUndefined()
    expect(await stored(second.nomor)).toBeDefined()
    expect(await attachments()).not.toContain(key)
  })

  it('purges finished cases past the retention setting with their files, never open ones', async () => {
    const old = await createStaffPengaduan(
      ctx(),
      complaintForm({ kanal: 'email' }, [{ name: 'a.pdf', bytes: makePdf() }]),
    )
    const open = await createStaffPengaduan(ctx(), complaintForm({ kanal: 'email' }))
    if (!old.ok || !open.ok) throw new Error('not stored')
    await changePengaduanStatus(
      ctx(),
      String(old.id),
      { status: 'selesai', jawaban: 'Beres.' },
      new Date('2020-01-06T03:00:00Z'),
    )
    const key = (await stored(old.nomor)).lampiran![0].kunci
    expect(
      await purgeOldPengaduan(t.payload, new Date('2025-06-01T00:00:00Z')),
    ).toBeGreaterThanOrEqual(1)
    expect(await stored(old.nomor)).toBeUndefined()
    expect(await stored(open.nomor)).toBeDefined()
    expect(await attachments()).not.toContain(key)
  })
})
