import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import type { User } from '@/payload-types'

import { startSmtp, type TestSmtp } from '../helpers/smtp'
import { startTestPayload, type TestPayload } from '../helpers/test-payload'

/*
 * The consumer's mail (answer, extension) through the outbox, against a real SMTP server on
 * 127.0.0.1 started here. The modules are imported once SMTP_URL is set, as at a server's start.
 */
let smtp: TestSmtp
let t: TestPayload
let admin: User
let service: typeof import('@/modules/pengaduan/pengaduan.service')
let outbox: typeof import('@/modules/pengajuan/outbox')
let complaintForm: typeof import('../helpers/pengaduan').complaintForm

beforeAll(async () => {
  smtp = await startSmtp()
  process.env.SMTP_URL = smtp.url
  process.env.MAIL_FROM = 'pengaduan@bank.test'
  t = await startTestPayload()
  admin = (await t.payload.find({ collection: 'users', overrideAccess: true })).docs[0]
  service = await import('@/modules/pengaduan/pengaduan.service')
  outbox = await import('@/modules/pengajuan/outbox')
  complaintForm = (await import('../helpers/pengaduan')).complaintForm
})
afterAll(async () => {
  await t?.close()
  await smtp?.close()
  delete process.env.SMTP_URL
})

const ctx = () => ({ payload: t.payload, user: admin })
const mailsTo = (to: string) => smtp.inbox.filter((mail) => mail.to === to)
const unfold = (raw: string) => raw.replace(/=\r?\n/g, '')

describe("the consumer's mail", () => {
  it('tells of the extension and of the answer, once each, and never mails one without an address', async () => {
    const email = 'pengadu@contoh.test'
    const created = await service.createStaffPengaduan(
      ctx(),
      complaintForm({ kanal: 'email', email }),
    )
    if (!created.ok) throw new Error(created.message)
    await service.extendPengaduan(ctx(), String(created.id), 'Menunggu data cabang.')
    await service.changePengaduanStatus(ctx(), String(created.id), {
      status: 'selesai',
      jawaban: 'Dana Anda telah dikembalikan.',
    })
    await outbox.processOutbox(t.payload)
    await vi.waitFor(() => expect(mailsTo(email)).toHaveLength(2), { timeout: 10_000 })
    const [first, second] = mailsTo(email).map((mail) => unfold(mail.raw))
    const all = `${first}\n${second}`
    expect(all).toContain(`Subject: Perpanjangan batas waktu pengaduan ${created.nomor}`)
    expect(all).toContain('Menunggu data cabang.')
    expect(all).toContain(`Subject: Jawaban atas pengaduan ${created.nomor}`)
    expect(all).toContain('Dana Anda telah dikembalikan.')
    // The follow-up code is never mailed: it was shown once.
    expect(all).not.toContain(created.kode)

    const silent = await service.createStaffPengaduan(ctx(), complaintForm({ kanal: 'telepon' }))
    if (!silent.ok) throw new Error(silent.message)
    // The bank's complaint desk is told of it (case-notices.int.spec.ts); the consumer never is.
    await outbox.processOutbox(t.payload)
    const notice = `Subject: Pengaduan baru ${silent.nomor}`
    await vi.waitFor(() => expect(smtp.inbox.some((m) => m.raw.includes(notice))).toBe(true), {
      timeout: 10_000,
    })
    const before = smtp.inbox.length
    await service.extendPengaduan(ctx(), String(silent.id), 'Menunggu.')
    expect(await outbox.processOutbox(t.payload)).toBe(0)
    expect(smtp.inbox.length).toBe(before)
  })
})
