import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import type { User } from '@/payload-types'

import { startSmtp, type TestSmtp } from '../helpers/smtp'
import { firstAdmin, startTestPayload, type TestPayload } from '../helpers/test-payload'

/*
 * The bank told of new cases through the outbox, against a real SMTP server on 127.0.0.1 started
 * here: the complaint desk (Identitas Bank → E-mail) of every complaint, the whistleblowing
 * officers of every report, by its number only. Modules are imported once SMTP_URL is set.
 */
let smtp: TestSmtp
let t: TestPayload
let admin: User
let officer: User
let bankEmail: string
let pengaduan: typeof import('@/modules/pengaduan/pengaduan.service')
let submitPengaduan: typeof import('@/modules/pengaduan/pengaduan.submit').submitPengaduan
let submitWhistleblowing: typeof import('@/modules/whistleblowing/whistleblowing.submit').submitWhistleblowing
let outbox: typeof import('@/modules/pengajuan/outbox')
let helpers: typeof import('../helpers/pengaduan')
let reportForm: typeof import('../helpers/whistleblowing').reportForm

const user = (username: string, data: Partial<User>) =>
  t.payload.create({
    collection: 'users',
    data: { username, password: 'akun-uji-rahasia-1', active: true, ...data },
    overrideAccess: true,
  })

beforeAll(async () => {
  smtp = await startSmtp()
  process.env.SMTP_URL = smtp.url
  process.env.MAIL_FROM = 'situs@bank.test'
  t = await startTestPayload()
  admin = await firstAdmin(t.payload)
  officer = await user('petugas-wbs', { email: 'petugas@bank.test', petugasWhistleblowing: true })
  // Neither may hear of a report: not an officer, and an officer no longer active.
  await user('admin-lain', { email: 'lain@bank.test' })
  await user('mantan-petugas', {
    email: 'mantan@bank.test',
    petugasWhistleblowing: true,
    active: false,
  })
  bankEmail = (await t.payload.findGlobal({ slug: 'site-settings', overrideAccess: true })).email
  pengaduan = await import('@/modules/pengaduan/pengaduan.service')
  submitPengaduan = (await import('@/modules/pengaduan/pengaduan.submit')).submitPengaduan
  submitWhistleblowing = (await import('@/modules/whistleblowing/whistleblowing.submit'))
    .submitWhistleblowing
  outbox = await import('@/modules/pengajuan/outbox')
  helpers = await import('../helpers/pengaduan')
  reportForm = (await import('../helpers/whistleblowing')).reportForm
})
afterAll(async () => {
  await t?.close()
  await smtp?.close()
  delete process.env.SMTP_URL
})

// Quoted-printable: soft line breaks and =XX escapes.
const decoded = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
/** The one mail whose subject names `subject`, once the outbox has sent it. */
async function mailWithSubject(subject: string) {
  await outbox.processOutbox(t.payload)
  await vi.waitFor(
    () => expect(smtp.inbox.filter((m) => m.raw.includes(`Subject: ${subject}`))).toHaveLength(1),
    { timeout: 10_000 },
  )
  const mail = smtp.inbox.find((m) => m.raw.includes(`Subject: ${subject}`))!
  return { to: mail.to, text: decoded(mail.raw) }
}

describe("the bank's complaint desk", () => {
  it('is mailed each new complaint, from the public form and from staff, without the person’s data', async () => {
    const form = helpers.complaintForm({ nama: 'Siti Rahmawati', email: 'siti@contoh.test' })
    const telepon = String(form.get('telepon'))
    const online = await submitPengaduan(t.payload, form, { address: helpers.nextAddress() })
    if (!online.ok) throw new Error(online.message)
    const staff = await pengaduan.createStaffPengaduan(
      { payload: t.payload, user: admin },
      helpers.complaintForm({ kanal: 'telepon' }),
    )
    if (!staff.ok) throw new Error(staff.message)

    for (const [created, kanal] of [
      [online, 'Formulir situs'],
      [staff, 'Telepon'],
    ] as const) {
      const mail = await mailWithSubject(`Pengaduan baru ${created.nomor}`)
      expect(mail.to).toBe(bankEmail)
      expect(mail.text).toContain(`nomor ${created.nomor}`)
      expect(mail.text).toContain(`Saluran: ${kanal}`)
      expect(mail.text).toContain(`/admin/pengaduan/${created.id}`)
      for (const secret of [created.kode, 'Siti Rahmawati', telepon, 'Saldo terpotong'])
        expect(mail.text).not.toContain(secret)
    }
    // The consumer hears nothing until the bank answers or extends.
    expect(smtp.inbox.some((m) => m.to === 'siti@contoh.test')).toBe(false)
  })
})

describe('the whistleblowing officers', () => {
  it('are mailed that a report with its number arrived, and nothing of what it says', async () => {
    const form = reportForm({ identitas: 'beri', nama: 'Andi Pelapor', kontak: '0812000111' })
    const report = await submitWhistleblowing(t.payload, form, { address: '198.51.100.7' })
    if (!report.ok) throw new Error(report.message)
    const mail = await mailWithSubject(`Laporan whistleblowing baru ${report.nomor}`)
    // Only the active officers with an address; never another administrator.
    expect(mail.to).toBe('petugas@bank.test')
    expect(mail.text).toContain(`nomor ${report.nomor}`)
    expect(mail.text).toContain(`/admin/wbs/${report.id}`)
    for (const secret of [
      report.kode,
      'Andi Pelapor',
      '0812000111',
      'Pencairan pembiayaan fiktif',
      'petugas pembiayaan',
      'Kantor cabang utama',
      'dipalsukan',
      '198.51.100.7',
    ])
      expect(mail.text).not.toContain(secret)
    expect(smtp.inbox.some((m) => /lain@|mantan@/.test(m.to))).toBe(false)

    // Only officers see the outbox row of a report, or that there is one.
    const rows = (as: User) =>
      t.payload.find({
        collection: 'pengajuan-notifikasi',
        where: { pesan: { equals: 'baru' } },
        user: as,
        overrideAccess: false,
        depth: 0,
        pagination: false,
      })
    const seenByAdmin = (await rows(admin)).docs
    expect(seenByAdmin.length).toBeGreaterThan(0)
    expect(seenByAdmin.every((row) => row.wbs == null && row.pengaduan != null)).toBe(true)
    const seenByOfficer = (await rows(officer)).docs.map((row) => row.wbs)
    expect(seenByOfficer).toContain(report.id)
  })

  it('are not mailed when none has an address; the notice is dropped, never sent elsewhere', async () => {
    await t.payload.update({
      collection: 'users',
      id: officer.id,
      data: { email: null },
      overrideAccess: true,
    })
    const before = smtp.inbox.length
    const report = await submitWhistleblowing(t.payload, reportForm(), { address: '198.51.100.8' })
    if (!report.ok) throw new Error(report.message)
    await outbox.processOutbox(t.payload)
    await vi.waitFor(async () => {
      const { docs } = await t.payload.find({
        collection: 'pengajuan-notifikasi',
        where: { wbs: { equals: report.id } },
        overrideAccess: true,
      })
      expect(docs.map((row) => row.status)).toEqual(['cancelled'])
    })
    expect(smtp.inbox.length).toBe(before)
  })
})
