import { createHmac } from 'node:crypto'
import http from 'node:http'
import net from 'node:net'

import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { processOutbox } from '@/modules/pengajuan/outbox'

import { submitOk } from '../helpers/pengajuan'
import { startTestPayload, type TestPayload } from '../helpers/test-payload'

// The mail server and the webhook receiver get their ports before Payload reads its config; they
// only listen when a test starts them, so both are "down" until then.
const ports = await vi.hoisted(async () => {
  const { createServer } = await import('node:net')
  const free = () =>
    new Promise<number>((resolve) => {
      const server = createServer().listen(0, '127.0.0.1', () => {
        const { port } = server.address() as { port: number }
        server.close(() => resolve(port))
      })
    })
  const smtp = await free()
  const webhook = await free()
  Object.assign(process.env, {
    SMTP_URL: `smtp://127.0.0.1:${smtp}`,
    MAIL_FROM: 'situs@bprs-contoh.example',
    INQUIRY_WEBHOOK_URL: `http://127.0.0.1:${webhook}/pengajuan`,
    INQUIRY_WEBHOOK_SECRET: 'rahasia-webhook-uji',
  })
  return { smtp, webhook }
})

type Mail = { to: string[]; data: string }
const mails: Mail[] = []
type Hook = { body: string; signature: string; timestamp: string; delivery: string }
const hooks: Hook[] = []

let smtp: SMTPServer | undefined
let receiver: http.Server | undefined
let receiverAnswers = 200

function startSmtp() {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let data = ''
      stream.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')))
      stream.on('end', () => {
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address), data })
        callback()
      })
    },
  })
  return new Promise<void>((resolve) => smtp?.listen(ports.smtp, '127.0.0.1', resolve))
}

function startReceiver() {
  receiver = http.createServer((req, res) => {
    let body = ''
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')))
    req.on('end', () => {
      if (receiverAnswers === 200) {
        hooks.push({
          body,
          signature: String(req.headers['x-bprs-signature']),
          timestamp: String(req.headers['x-bprs-timestamp']),
          delivery: String(req.headers['x-bprs-delivery']),
        })
      }
      res.writeHead(receiverAnswers).end()
    })
  })
  return new Promise<void>((resolve) => receiver?.listen(ports.webhook, '127.0.0.1', resolve))
}

let t: TestPayload
beforeAll(async () => {
  t = await startTestPayload()
})
afterAll(async () => {
  await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()))
  receiver?.close()
  await t?.close()
})

const outbox = async () =>
  (
    await t.payload.find({
      collection: 'pengajuan-notifikasi',
      sort: 'id',
      pagination: false,
      depth: 0,
      overrideAccess: true,
    })
  ).docs

const later = (minutes: number) => () => new Date(Date.now() + minutes * 60_000)
const refused = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1')
    socket.on('connect', () => resolve(socket.end() && false))
    socket.on('error', () => resolve(true))
  })

describe('the notification outbox', () => {
  it('keeps a mail and a webhook while both are down, then delivers each exactly once', async () => {
    expect(await refused(ports.smtp)).toBe(true)
    expect(await refused(ports.webhook)).toBe(true)
    const nomor = await submitOk(t.payload, { nama: 'Budi Santoso', pesan: 'Halo bank' })

    expect(await processOutbox(t.payload)).toBe(0)
    let rows = await outbox()
    expect(rows).toHaveLength(2)
    for (const row of rows) {
      expect(row).toMatchObject({ status: 'pending', attempts: 1, claimedUntil: null })
      expect(row.lastError).toBeTruthy()
      expect(new Date(row.nextAttemptAt).getTime()).toBeGreaterThan(Date.now())
    }
    // A second failure waits longer.
    expect(await processOutbox(t.payload, later(1))).toBe(0)
    rows = await outbox()
    expect(rows.map((r) => r.attempts)).toEqual([2, 2])

    await startSmtp()
    await startReceiver()
    // Not yet due: nothing is sent before its time.
    expect(await processOutbox(t.payload, later(1))).toBe(0)
    expect(await processOutbox(t.payload, later(5))).toBe(2)
    expect(await processOutbox(t.payload, later(120))).toBe(0)

    expect(mails).toHaveLength(1)
    expect(mails[0].to).toEqual(['info@bprs-contoh.example'])
    expect(mails[0].data).toContain(`Subject: Hubungi Kami baru ${nomor}`)
    expect(mails[0].data).toContain('Budi Santoso')
    expect(hooks).toHaveLength(1)
    const { body, signature, timestamp } = hooks[0]
    const expected = createHmac('sha256', 'rahasia-webhook-uji')
      .update(`${timestamp}.${body}`)
      .digest('hex')
    expect(signature).toBe(`sha256=${expected}`)
    expect(JSON.parse(body)).toMatchObject({
      event: 'pengajuan.baru',
      pengajuan: { nomor, nama: 'Budi Santoso', pesan: 'Halo bank', jenis: 'kontak' },
    })
    rows = await outbox()
    expect(rows.every((r) => r.status === 'sent' && r.sentAt && r.claimedUntil === null)).toBe(true)
  })

  it('retries a receiver that answers 500 until it answers 2xx', async () => {
    hooks.length = 0
    receiverAnswers = 500
    await submitOk(t.payload)
    expect(await processOutbox(t.payload)).toBe(1) // the mail only
    receiverAnswers = 200
    expect(await processOutbox(t.payload, later(5))).toBe(1)
    expect(hooks).toHaveLength(1)
  })

  it('two workers running at once send each notification once', async () => {
    mails.length = 0
    hooks.length = 0
    for (let i = 0; i < 4; i++) await submitOk(t.payload)
    const counts = await Promise.all([
      processOutbox(t.payload),
      processOutbox(t.payload),
      processOutbox(t.payload),
    ])
    expect(counts.reduce((a, b) => a + b, 0)).toBe(8)
    expect(mails).toHaveLength(4)
    expect(new Set(hooks.map((h) => h.delivery)).size).toBe(4)
    expect(hooks).toHaveLength(4)
  })

  it('sends nothing about an inquiry deleted before its turn', async () => {
    mails.length = 0
    hooks.length = 0
    const nomor = await submitOk(t.payload)
    await t.payload.delete({
      collection: 'pengajuan',
      where: { nomor: { equals: nomor } },
      overrideAccess: true,
    })
    expect(await processOutbox(t.payload)).toBe(0)
    expect(mails).toHaveLength(0)
    expect(hooks).toHaveLength(0)
    const rows = await outbox()
    expect(rows.filter((r) => r.status === 'pending')).toHaveLength(0)
  })
})
