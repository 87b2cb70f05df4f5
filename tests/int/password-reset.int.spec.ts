import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { RESET_MESSAGES } from '@/modules/auth/password-reset.schema'

import { call } from '../helpers/api-client'
import { startSmtp, type TestSmtp } from '../helpers/smtp'
import { startTestPayload, type TestPayload } from '../helpers/test-payload'

/*
 * 'Lupa password?' against a real SMTP server on 127.0.0.1, started here: the link is read from
 * the mail it received. The routes are imported only once SMTP_URL is set, as at a server's start.
 */

let smtp: TestSmtp
let t: TestPayload
let routes: {
  forgot: unknown
  reset: unknown
  login: unknown
  accounts: unknown
}
let address = 0
const from = () => ({ 'X-Forwarded-For': `10.41.0.${++address}` })

beforeAll(async () => {
  smtp = await startSmtp()
  process.env.SMTP_URL = smtp.url
  process.env.MAIL_FROM = 'admin-situs@bank.test'
  t = await startTestPayload()
  routes = {
    forgot: (await import('@/app/api/auth/forgot-password/route')).POST,
    reset: (await import('@/app/api/auth/reset-password/route')).POST,
    login: (await import('@/app/api/auth/login/route')).POST,
    accounts: (await import('@/app/api/administrator/route')).POST,
  }
})
afterAll(async () => {
  await t?.close()
  await smtp?.close()
})

const forgot = (username: string, headers = from()) =>
  call(routes.forgot, '/api/auth/forgot-password', {
    method: 'POST',
    json: { username },
    headers,
  })
const reset = (token: string, newPassword: string) =>
  call(routes.reset, '/api/auth/reset-password', {
    method: 'POST',
    json: { token, newPassword },
    headers: from(),
  })
const login = (username: string, password: string) =>
  call(routes.login, '/api/auth/login', {
    method: 'POST',
    json: { username, password },
    headers: from(),
  })

async function accountWithEmail(username: string, email: string) {
  const admin = await login('admin', 'rahasia-uji-123')
  const created = await call(routes.accounts, '/api/administrator', {
    method: 'POST',
    token: admin.data.token,
    json: { username, email, currentPassword: 'rahasia-uji-123' },
    headers: from(),
  })
  expect(created.status, JSON.stringify(created.data)).toBe(201)
}

describe("'Lupa password?' with SMTP configured", () => {
  it('mails a single-use link; the answer is the same whether the account exists or not', async () => {
    await accountWithEmail('lupa', 'lupa@bank.test')
    const known = await forgot('lupa')
    const unknown = await forgot('tidak-ada-siapa-siapa')
    expect(known).toMatchObject({ status: 200, data: { message: RESET_MESSAGES.sent } })
    expect(unknown.status).toBe(known.status)
    expect(unknown.data).toEqual(known.data)
    // An account without an address answers alike, and no mail goes anywhere for it.
    expect((await forgot('admin')).data).toEqual(known.data)

    const token = await smtp.resetTokenMailedTo('lupa@bank.test')
    expect(smtp.inbox.map((m) => m.to)).toEqual(['lupa@bank.test'])
    expect((await reset(token, 'pendek')).status).toBe(400)
    const done = await reset(token, 'sandi-lupa-baru-2026')
    expect(done).toMatchObject({ status: 200, data: { message: RESET_MESSAGES.done } })
    // Used once: the second try is refused, and the new password signs in (the temporary
    // password it replaced no longer owes a change).
    expect(await reset(token, 'sandi-lupa-lagi-2026')).toMatchObject({
      status: 400,
      data: { error: RESET_MESSAGES.linkInvalid },
    })
    expect((await login('lupa', 'sandi-lupa-baru-2026')).status).toBe(200)
    expect((await reset('bukan-token', 'sandi-lupa-lagi-2026')).status).toBe(400)
  })

  it('expires after 30 minutes', async () => {
    await accountWithEmail('lupa-lama', 'lama@bank.test')
    await forgot('lupa-lama')
    const token = await smtp.resetTokenMailedTo('lama@bank.test')
    const now = Date.now()
    const spy = vi.spyOn(Date, 'now').mockReturnValue(now + 30 * 60_000 + 1_000)
    try {
      expect(await reset(token, 'sandi-lama-baru-2026')).toMatchObject({
        status: 400,
        data: { error: RESET_MESSAGES.linkInvalid },
      })
    } finally {
      spy.mockRestore()
    }
    // Just inside the 30 minutes it still works.
    const inside = vi.spyOn(Date, 'now').mockReturnValue(now + 29 * 60_000)
    try {
      expect((await reset(token, 'sandi-lama-baru-2026')).status).toBe(200)
    } finally {
      inside.mockRestore()
    }
  })

  it('is throttled per address', async () => {
    const headers = from()
    const answers: number[] = []
    for (let i = 0; i < 22; i++) answers.push((await forgot(`siapa${i}`, headers)).status)
    expect(answers.slice(0, 20).every((s) => s === 200)).toBe(true)
    expect(answers.slice(20)).toEqual([429, 429])
  })
})
