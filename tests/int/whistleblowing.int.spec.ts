import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import * as cmsApi from '@/app/(payload)/cms-api/[...slug]/route'
import * as officerRoute from '@/app/api/administrator/[id]/whistleblowing/route'
import * as officerAttachment from '@/app/(frontend)/admin/(panel)/wbs/[id]/lampiran/[index]/route'
import * as ownFile from '@/app/formulir/lampiran/[kind]/route'
import { getPublicContext } from '@/lib/payload'
import { CASE_FILE_PREFIX, readFile } from '@/modules/case-intake/case-files'
import { followUpCodeMatches } from '@/modules/case-intake/follow-up-code'
import { issueFormToken } from '@/modules/pengajuan/form-token'
import { submitPengaduan } from '@/modules/pengaduan/pengaduan.submit'
import { searchSite } from '@/modules/search/search.service'
import { sitemapRoot } from '@/modules/site/sitemap'
import {
  lookupWhistleblowing,
  replyWhistleblowing,
} from '@/modules/whistleblowing/whistleblowing.follow-up'
import { wbsConsentText, WBS_MESSAGES as M } from '@/modules/whistleblowing/whistleblowing.rules'
import {
  askReporter,
  deleteFinishedReport,
  listReports,
  purgeOldReports,
  setReportStatus,
} from '@/modules/whistleblowing/whistleblowing.service'
import { submitWhistleblowing } from '@/modules/whistleblowing/whistleblowing.submit'
import type { User } from '@/payload-types'

import { makeImage, makePdf, MB } from '../helpers/files'
import { call } from '../helpers/api-client'
import { signInAs } from '../helpers/sign-in'
import { complaintForm, nextAddress } from '../helpers/pengaduan'
import { reportForm } from '../helpers/whistleblowing'
import {
  ADMIN_PASSWORD,
  firstAdmin,
  startTestPayload,
  type TestPayload,
} from '../helpers/test-payload'

let t: TestPayload
let admin: User
let officer: User
const OFFICER_PASSWORD = 'petugas-wbs-rahasia-1'

let loginAddress = 0
const signIn = (username: string, password: string) =>
  signInAs(username, password, { 'X-Forwarded-For': `10.8.0.${++loginAddress}` })

const setOfficer = (token: string, id: number, officerFlag: boolean, currentPassword: string) =>
  call(officerRoute.PUT, `/api/administrator/${id}/whistleblowing`, {
    method: 'PUT',
    token,
    json: { officer: officerFlag, currentPassword },
    params: { id: String(id) },
  })

const reload = async (id: number) =>
  (await t.payload.findByID({ collection: 'users', id, overrideAccess: true })) as User

beforeAll(async () => {
  t = await startTestPayload()
  admin = await firstAdmin(t.payload)
  officer = await t.payload.create({
    collection: 'users',
    data: { username: 'petugas-wbs', password: OFFICER_PASSWORD, active: true },
    overrideAccess: true,
  })
})
afterAll(async () => {
  await t?.close()
})

const submit = (form: FormData, address = nextAddress()) =>
  submitWhistleblowing(t.payload, form, { address })

const reportFiles = async () =>
  (await t.listMedia()).filter((name) => name.startsWith(CASE_FILE_PREFIX.whistleblowing))
const countReports = async () =>
  (await t.payload.count({ collection: 'wbs', overrideAccess: true })).totalDocs
const stored = async (nomor: string) =>
  (
    await t.payload.find({
      collection: 'wbs',
      where: { nomor: { equals: nomor } },
      overrideAccess: true,
    })
  ).docs[0]
const auditOf = async (objekId: number | string) =>
  (
    await t.payload.find({
      collection: 'aktivitas',
      where: { objekId: { equals: String(objekId) } },
      overrideAccess: true,
      pagination: false,
    })
  ).docs

describe('a reporter files a report', () => {
  it('is registered anonymously with a number and a hashed code; no address is kept anywhere', async () => {
    const pdf = makePdf()
    const address = '198.51.100.77'
    const outcome = await submit(reportForm({}, [{ name: 'bukti.pdf', bytes: pdf }]), address)
    if (!outcome.ok) throw new Error(outcome.message)
    expect(outcome.nomor).toMatch(/^WBS-\d{6}-[A-HJ-NP-Z2-9]{5}$/)
    expect(outcome.kode).toMatch(/^[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/)
    const doc = await stored(outcome.nomor)
    expect(doc).toMatchObject({ status: 'diterima', anonim: true, persetujuan: wbsConsentText(5) })
    expect(doc.nama ?? null).toBeNull()
    const row = JSON.stringify(doc)
    expect(row).not.toContain(outcome.kode)
    expect(row).not.toContain(address)
    expect(followUpCodeMatches('whistleblowing', doc.nomor, outcome.kode, doc.kodeHash)).toBe(true)
    // The complaint register's code rule does not open a report.
    expect(followUpCodeMatches('pengaduan', doc.nomor, outcome.kode, doc.kodeHash)).toBe(false)
    expect((await readFile(doc.lampiran![0].kunci)).equals(pdf)).toBe(true)
    expect(await auditOf(doc.id)).toEqual([])
  })

  it('keeps a name only when the reporter chose to give one', async () => {
    const anon = await submit(reportForm({ nama: 'Budi' }))
    expect(anon).toMatchObject({ ok: false, status: 400, errors: { nama: M.identitasAnonim } })
    const named = await submit(
      reportForm({ identitas: 'beri', nama: 'Budi', kontak: '0812 0000 1111' }),
    )
    if (!named.ok) throw new Error(named.message)
    expect(await stored(named.nomor)).toMatchObject({ anonim: false, nama: 'Budi' })
  })

  it('names every missing or too long field in Indonesian and stores nothing', async () => {
    const before = await countReports()
    const empty = await submit(
      reportForm({ apa: '', siapa: '', kapan: '', dimana: '', bagaimana: '', persetujuan: '' }),
    )
    expect(empty).toMatchObject({
      ok: false,
      status: 400,
      message: M.periksaIsian,
      errors: {
        apa: M.apaWajib,
        siapa: M.siapaWajib,
        kapan: M.kapanWajib,
        dimana: M.dimanaWajib,
        bagaimana: M.bagaimanaWajib,
        persetujuan: M.persetujuanWajib,
      },
    })
    const long = await submit(
      reportForm({
        apa: 'x'.repeat(2001),
        siapa: 'x'.repeat(1001),
        kapan: 'x'.repeat(201),
        dimana: 'x'.repeat(301),
        bagaimana: 'x'.repeat(2001),
        identitas: 'beri',
        nama: 'x'.repeat(101),
        kontak: 'x'.repeat(201),
      }),
    )
    expect(long).toMatchObject({
      errors: {
        apa: M.apaPanjang,
        siapa: M.siapaPanjang,
        kapan: M.kapanPanjang,
        dimana: M.dimanaPanjang,
        bagaimana: M.bagaimanaPanjang,
        nama: M.namaPanjang,
        kontak: M.kontakPanjang,
      },
    })
    expect(await countReports()).toBe(before)
  })

  it('refuses files by their bytes, their size and their number, leaving no file behind', async () => {
    const before = await reportFiles()
    const count = await countReports()
    const fake = await submit(
      reportForm({}, [
        { name: 'foto.png', bytes: await makeImage('png') },
        { name: 'bukti.pdf', bytes: Buffer.from('<html><script>alert(1)</script>') },
      ]),
    )
    expect(fake).toMatchObject({ ok: false, status: 400, errors: { lampiran: M.lampiranJenis } })
    const big = await submit(reportForm({}, [{ name: 'besar.pdf', bytes: makePdf(5 * MB + 1) }]))
    expect(big).toMatchObject({ errors: { lampiran: M.lampiranBesar } })
    const pdf = { name: 'a.pdf', bytes: makePdf() }
    const many = await submit(reportForm({}, [pdf, pdf, pdf, pdf]))
    expect(many).toMatchObject({ errors: { lampiran: M.lampiranTerlaluBanyak } })
    expect(await reportFiles()).toEqual(before)
    expect(await countReports()).toBe(count)
  })

  it('refuses robots, hurried and stale forms', async () => {
    expect(await submit(reportForm({ situs: 'http://spam' }))).toMatchObject({
      status: 400,
      message: M.ditolak,
    })
    expect(await submit(reportForm({ mulai: issueFormToken() }))).toMatchObject({
      message: M.terlaluCepat,
    })
    expect(
      await submit(reportForm({ mulai: issueFormToken(Date.now() - 3 * 24 * 60 * 60 * 1000) })),
    ).toMatchObject({ message: M.kedaluwarsa })
    expect(await submit(reportForm({ mulai: 'palsu.palsu' }))).toMatchObject({
      message: M.ditolak,
    })
  })

  it('limits reports per address, by a keyed hash only', async () => {
    const address = '192.0.2.200'
    for (let i = 0; i < 5; i++) expect((await submit(reportForm(), address)).ok).toBe(true)
    const sixth = await submit(reportForm(), address)
    expect(sixth).toMatchObject({ ok: false, status: 429 })
    if (sixth.ok) return
    expect(sixth.message).toMatch(/^Terlalu banyak laporan dari jaringan ini/)
  })
})

describe('the follow-up page', () => {
  it('answers a right pair, and one message to a wrong code or an unknown number, then throttles', async () => {
    const outcome = await submit(reportForm())
    if (!outcome.ok) throw new Error(outcome.message)
    const address = nextAddress()
    const right = await lookupWhistleblowing(
      t.payload,
      { nomor: outcome.nomor.toLowerCase(), kode: outcome.kode.toLowerCase() },
      address,
    )
    expect(right).toMatchObject({ ok: true, view: { status: 'diterima', hasil: null } })
    const wrong = await lookupWhistleblowing(
      t.payload,
      { nomor: outcome.nomor, kode: 'AAAA-BBBB-CCCC' },
      address,
    )
    const unknown = await lookupWhistleblowing(
      t.payload,
      { nomor: 'WBS-260101-AAAAA', kode: outcome.kode },
      address,
    )
    expect(wrong).toEqual({ ok: false, status: 400, message: M.tidakCocok })
    expect(unknown).toEqual(wrong)
    for (let i = 0; i < 7; i++)
      await lookupWhistleblowing(t.payload, { nomor: outcome.nomor, kode: `X${i}` }, address)
    const guessed = await lookupWhistleblowing(t.payload, outcome, address)
    expect(guessed).toMatchObject({ ok: false, status: 429 })
  })

  it('refuses a question from an administrator not marked as an officer', async () => {
    const outcome = await submit(reportForm())
    if (!outcome.ok) throw new Error(outcome.message)
    const notYet = { payload: t.payload, user: await reload(officer.id) }
    expect(notYet.user.petugasWhistleblowing).toBe(false)
    await expect(askReporter(notYet, String(outcome.id), 'Kapan tepatnya?')).rejects.toMatchObject({
      status: 403,
      message: M.bukanPetugas,
    })
  })
})

describe('only whistleblowing officers', () => {
  it('are marked by another administrator, never by themselves, and each change is audited', async () => {
    const adminToken = await signIn('admin', ADMIN_PASSWORD)
    const self = await setOfficer(adminToken, admin.id, true, ADMIN_PASSWORD)
    expect(self.status).toBe(403)
    expect((await reload(admin.id)).petugasWhistleblowing).toBe(false)
    expect((await setOfficer(adminToken, officer.id, true, 'salah-sekali-123')).status).toBe(400)
    const on = await setOfficer(adminToken, officer.id, true, ADMIN_PASSWORD)
    expect(on).toMatchObject({ status: 200, data: { account: { petugasWhistleblowing: true } } })
    expect((await reload(officer.id)).petugasWhistleblowing).toBe(true)
    const trail = await auditOf(officer.id)
    expect(trail.map((row) => row.keterangan)).toContain(
      'Ditetapkan sebagai petugas whistleblowing',
    )
    // The officer cannot take the flag off or put it on anyone through /cms-api or by itself.
    const officerToken = await signIn('petugas-wbs', OFFICER_PASSWORD)
    const cms = await call(cmsApi.PATCH, `/cms-api/users/${admin.id}`, {
      method: 'PATCH',
      token: officerToken,
      json: { petugasWhistleblowing: true },
      params: { slug: ['users', String(admin.id)] },
    })
    expect(cms.status).toBe(403)
    expect((await setOfficer(officerToken, officer.id, false, OFFICER_PASSWORD)).status).toBe(403)
    // A write that is not the officer service's leaves the flag as it is.
    await t.payload.update({
      collection: 'users',
      id: admin.id,
      data: { petugasWhistleblowing: true },
      user: admin,
      overrideAccess: false,
      context: { accountService: true },
    })
    expect((await reload(admin.id)).petugasWhistleblowing).toBe(false)
  })

  it('read the reports; any other account, /cms-api, /api, the search and the sitemap cannot', async () => {
    const outcome = await submit(reportForm({}, [{ name: 'bukti.pdf', bytes: makePdf() }]))
    if (!outcome.ok) throw new Error(outcome.message)
    const adminCtx = { payload: t.payload, user: await reload(admin.id) }
    await expect(listReports(adminCtx, 1)).rejects.toMatchObject({ status: 403 })
    await expect(
      t.payload.find({ collection: 'wbs', user: adminCtx.user, overrideAccess: false }),
    ).rejects.toThrow()
    await expect(listReports(await getPublicContext(), 1)).rejects.toMatchObject({ status: 403 })
    const adminToken = await signIn('admin', ADMIN_PASSWORD)
    for (const token of [undefined, adminToken]) {
      const list = await call(cmsApi.GET, '/cms-api/wbs', {
        token,
        params: { slug: ['wbs'] },
      })
      expect(list.status).toBe(403)
      const one = await call(cmsApi.GET, `/cms-api/wbs/${outcome.id}`, {
        token,
        params: { slug: ['wbs', String(outcome.id)] },
      })
      expect(one.status).toBe(403)
    }
    expect((await searchSite(t.payload, 'fiktif', { page: 1, limit: 10 })).total).toBe(0)
    expect(await sitemapRoot({ payload: t.payload, user: null })).not.toContain(outcome.nomor)

    const officerCtx = { payload: t.payload, user: await reload(officer.id) }
    const { docs } = await listReports(officerCtx, 1)
    expect(docs.map((doc) => doc.nomor)).toContain(outcome.nomor)
    const officerToken = await signIn('petugas-wbs', OFFICER_PASSWORD)
    const viaCms = await call(cmsApi.GET, `/cms-api/wbs/${outcome.id}`, {
      token: officerToken,
      params: { slug: ['wbs', String(outcome.id)] },
    })
    expect(viaCms).toMatchObject({ status: 200, data: { nomor: outcome.nomor } })

    // The attachment: no visitor, no other administrator; the officer gets a download.
    const path = `/admin/wbs/${outcome.id}/lampiran/0`
    const params = { id: String(outcome.id), index: '0' }
    expect((await call(officerAttachment.GET, path, { params })).status).toBe(401)
    const other = await call(officerAttachment.GET, path, { params, token: adminToken })
    expect(other.status).toBe(403)
    expect(other.data).toEqual({ error: M.bukanPetugas })
    const answer = await call(officerAttachment.GET, path, { params, token: officerToken })
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-disposition')).toMatch(/^attachment;/)
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff')
    expect(answer.headers.get('cache-control')).toBe('private, no-store')
  })

  it('ask, the reporter answers, and the outcome reaches the reporter; the reporter downloads their own file', async () => {
    const pdf = makePdf()
    const outcome = await submit(reportForm({}, [{ name: 'bukti.pdf', bytes: pdf }]))
    if (!outcome.ok) throw new Error(outcome.message)
    const id = String(outcome.id)
    const officerCtx = { payload: t.payload, user: await reload(officer.id) }
    await expect(askReporter(officerCtx, id, '  ')).rejects.toMatchObject({
      message: M.pertanyaanWajib,
    })
    await askReporter(officerCtx, id, 'Siapa nama nasabah fiktif itu?')
    const address = nextAddress()
    const reply = new FormData()
    reply.append('nomor', outcome.nomor)
    reply.append('kode', outcome.kode)
    reply.append('pesan', 'Atas nama "Fulan", dicairkan 3 Oktober.')
    const replied = await replyWhistleblowing(t.payload, reply, address)
    expect(replied).toMatchObject({
      ok: true,
      view: {
        status: 'ditelaah',
        percakapan: [
          { dari: 'bank', teks: 'Siapa nama nasabah fiktif itu?' },
          { dari: 'pelapor', teks: 'Atas nama "Fulan", dicairkan 3 Oktober.' },
        ],
      },
    })
    const empty = new FormData()
    empty.append('nomor', outcome.nomor)
    empty.append('kode', outcome.kode)
    expect(await replyWhistleblowing(t.payload, empty, address)).toMatchObject({
      status: 400,
      message: M.pesanWajib,
    })
    // Neither the question's nor the reply's entry names the reporter's address.
    const trail = await auditOf(outcome.id)
    expect(trail.every((row) => row.pengguna === 'petugas-wbs')).toBe(true)
    expect(JSON.stringify(trail)).not.toContain(address)

    await expect(setReportStatus(officerCtx, id, { status: 'selesai' })).rejects.toMatchObject({
      message: M.hasilWajib,
    })
    await expect(deleteFinishedReport(officerCtx, id)).rejects.toMatchObject({
      message: M.hapusBelumSelesai,
    })
    await setReportStatus(officerCtx, id, {
      status: 'selesai',
      hasil: 'terbukti',
      kesimpulan: 'Pelanggaran terbukti dan telah ditindak.',
    })
    const seen = await lookupWhistleblowing(t.payload, outcome, nextAddress())
    expect(seen).toMatchObject({
      ok: true,
      view: {
        status: 'selesai',
        hasil: 'terbukti',
        kesimpulan: 'Pelanggaran terbukti dan telah ditindak.',
      },
    })
    expect(JSON.stringify(seen.ok && seen.view)).not.toContain('petugas-wbs')

    const download = (kode: string) =>
      call(ownFile.POST, '/formulir/lampiran/whistleblowing', {
        method: 'POST',
        form: { nomor: outcome.nomor, kode, lampiran: '0' },
        params: { kind: 'whistleblowing' },
        headers: { 'X-Forwarded-For': nextAddress() },
      })
    const mine = await download(outcome.kode)
    expect(mine.status).toBe(200)
    expect(mine.headers.get('content-disposition')).toMatch(/^attachment;/)
    expect(mine.headers.get('x-content-type-options')).toBe('nosniff')
    expect((await download('AAAA-BBBB-CCCC')).status).toBe(400)

    await deleteFinishedReport(officerCtx, id)
    expect(await stored(outcome.nomor)).toBeUndefined()
  })

  it('purges finished reports past the retention, with their files; open ones stay', async () => {
    const old = await submit(reportForm({}, [{ name: 'lama.pdf', bytes: makePdf() }]))
    const open = await submit(reportForm())
    if (!old.ok || !open.ok) throw new Error('not stored')
    const key = (await stored(old.nomor)).lampiran![0].kunci
    await t.payload.update({
      collection: 'wbs',
      id: old.id,
      data: { status: 'selesai', hasil: 'tidakTerbukti', selesaiPada: '2019-01-01T00:00:00.000Z' },
      overrideAccess: true,
    })
    expect(await purgeOldReports(t.payload)).toBeGreaterThanOrEqual(1)
    expect(await stored(old.nomor)).toBeUndefined()
    expect(await stored(open.nomor)).toBeDefined()
    expect(await reportFiles()).not.toContain(key)
  })
})

describe('the complaint reporter', () => {
  it('downloads their own attachment with the number and the follow-up code', async () => {
    const pdf = makePdf()
    const outcome = await submitPengaduan(
      t.payload,
      complaintForm({}, [{ name: 'bukti.pdf', bytes: pdf }]),
      { address: nextAddress() },
    )
    if (!outcome.ok) throw new Error(outcome.message)
    const download = (kode: string, lampiran = '0') =>
      call(ownFile.POST, '/formulir/lampiran/pengaduan', {
        method: 'POST',
        form: { nomor: outcome.nomor, kode, lampiran },
        params: { kind: 'pengaduan' },
        headers: { 'X-Forwarded-For': nextAddress() },
      })
    const mine = await download(outcome.kode)
    expect(mine.status).toBe(200)
    expect(mine.headers.get('content-type')).toBe('application/pdf')
    expect(mine.headers.get('content-disposition')).toMatch(/^attachment;/)
    expect((await download('AAAA-BBBB-CCCC')).status).toBe(400)
    expect((await download(outcome.kode, '5')).status).toBe(404)
    const unknownKind = await call(ownFile.POST, '/formulir/lampiran/media', {
      method: 'POST',
      form: { nomor: outcome.nomor, kode: outcome.kode, lampiran: '0' },
      params: { kind: 'media' },
    })
    expect(unknownKind.status).toBe(404)
  })
})
