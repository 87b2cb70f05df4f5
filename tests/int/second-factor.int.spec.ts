import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import * as setupRoute from '@/app/api/auth/2fa/setup/route'
import * as confirmRoute from '@/app/api/auth/2fa/confirm/route'
import * as disableRoute from '@/app/api/auth/2fa/disable/route'
import * as accounts from '@/app/api/administrator/route'
import * as loginRoute from '@/app/api/auth/login/route'
import * as verifyRoute from '@/app/api/auth/login/verify/route'
import { AUTH_MESSAGES } from '@/modules/auth/auth.schema'
import { totpCode } from '@/modules/auth/totp'

import { call } from '../helpers/api-client'
import {
  ADMIN_PASSWORD as PASSWORD,
  startTestPayload,
  type TestPayload,
} from '../helpers/test-payload'

let t: TestPayload
let address = 0
const nextAddress = () => `10.32.0.${++address}`

beforeAll(async () => {
  t = await startTestPayload()
})
afterAll(async () => {
  await t?.close()
})
afterEach(() => {
  delete process.env.ADMIN_2FA
})

const login = (username: string, password: string, from = nextAddress()) =>
  call(loginRoute.POST, '/api/auth/login', {
    method: 'POST',
    json: { username, password },
    headers: { 'X-Forwarded-For': from },
  })
const verify = (json: Record<string, unknown>, from = nextAddress()) =>
  call(verifyRoute.POST, '/api/auth/login/verify', {
    method: 'POST',
    json,
    headers: { 'X-Forwarded-For': from },
  })

/** A fresh account with its own password, signed in; returns its token. */
async function newAccount(username: string, password: string) {
  const admin = await login('admin', PASSWORD)
  const created = await call(accounts.POST, '/api/administrator', {
    method: 'POST',
    token: admin.data.token,
    json: { username, currentPassword: PASSWORD },
  })
  const first = await login(username, created.data.temporaryPassword)
  const done = await verify({ ticket: first.data.ticket, newPassword: password })
  expect(done.status).toBe(200)
  return done.data.token as string
}

/** Turns the second factor on for the account of `token`; returns its secret and codes. */
async function enrol(token: string) {
  const setup = await call(setupRoute.POST, '/api/auth/2fa/setup', { method: 'POST', token })
  expect(setup.status).toBe(200)
  expect(setup.data.qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/)
  expect(setup.data.uri).toMatch(/^otpauth:\/\/totp\//)
  const secret = setup.data.secret as string
  const wrong = await call(confirmRoute.POST, '/api/auth/2fa/confirm', {
    method: 'POST',
    token,
    json: { code: '000000' === totpCode(secret) ? '111111' : '000000' },
  })
  expect(wrong).toMatchObject({ status: 400, data: { error: AUTH_MESSAGES.codeWrong } })
  const confirmed = await call(confirmRoute.POST, '/api/auth/2fa/confirm', {
    method: 'POST',
    token,
    json: { code: totpCode(secret) },
  })
  expect(confirmed.status).toBe(200)
  const recoveryCodes = confirmed.data.recoveryCodes as string[]
  expect(recoveryCodes).toHaveLength(10)
  expect(new Set(recoveryCodes).size).toBe(10)
  return { secret, recoveryCodes }
}

describe('the second factor', () => {
  it('is stored sealed, and turns the sign-in into two steps; a code works once', async () => {
    const token = await newAccount('dua-langkah', 'sandi-dua-langkah-1')
    const { secret } = await enrol(token)
    const row = await t.payload.find({
      collection: 'users',
      where: { username: { equals: 'dua-langkah' } },
      overrideAccess: true,
      showHiddenFields: true,
    })
    expect(row.docs[0]?.totpSecret).toBeTruthy()
    expect(row.docs[0]?.totpSecret).not.toContain(secret)

    const first = await login('dua-langkah', 'sandi-dua-langkah-1')
    expect(first.status).toBe(202)
    expect(first.data).toMatchObject({ challenge: 'totp' })
    expect(first.data.token).toBeUndefined()
    expect(first.headers.get('set-cookie')).toBeNull()

    // The enrolment spent this step's code; the next step's (30 s ahead) is within the drift.
    const code = totpCode(secret, Date.now() + 30_000)
    const done = await verify({ ticket: first.data.ticket, code })
    expect(done.status).toBe(200)
    expect(done.data.token).toMatch(/^ey/)
    const me = await t.payload.auth({
      headers: new Headers({ Authorization: `Bearer ${done.data.token}` }),
    })
    expect(me.user?.username).toBe('dua-langkah')

    const second = await login('dua-langkah', 'sandi-dua-langkah-1')
    const replay = await verify({ ticket: second.data.ticket, code })
    expect(replay).toMatchObject({ status: 401, data: { error: AUTH_MESSAGES.codeWrong } })
    const earlier = await verify({ ticket: second.data.ticket, code: totpCode(secret) })
    expect(earlier.status).toBe(401)
    const forged = await verify({ ticket: `${second.data.ticket}x`, code })
    expect(forged).toMatchObject({ status: 401, data: { error: AUTH_MESSAGES.ticketExpired } })
  })

  it('allows 30 seconds of drift either way, not more', async () => {
    const token = await newAccount('geser', 'sandi-geser-waktu-1')
    const { secret } = await enrol(token)
    const ticket = async () => (await login('geser', 'sandi-geser-waktu-1')).data.ticket
    // Far off first: a refused code spends nothing.
    expect(
      (await verify({ ticket: await ticket(), code: totpCode(secret, Date.now() + 95_000) }))
        .status,
    ).toBe(401)
    expect(
      (await verify({ ticket: await ticket(), code: totpCode(secret, Date.now() - 95_000) }))
        .status,
    ).toBe(401)
    expect((await verify({ ticket: await ticket(), code: 'abcdef' })).status).toBe(401)
    expect(
      (await verify({ ticket: await ticket(), code: totpCode(secret, Date.now() + 30_000) }))
        .status,
    ).toBe(200)
  })

  it('takes each recovery code once', async () => {
    const token = await newAccount('pulih', 'sandi-pemulihan-1')
    const { recoveryCodes } = await enrol(token)
    const first = await login('pulih', 'sandi-pemulihan-1')
    const used = await verify({ ticket: first.data.ticket, code: recoveryCodes[3]!.toUpperCase() })
    expect(used.status).toBe(200)
    const again = await login('pulih', 'sandi-pemulihan-1')
    expect((await verify({ ticket: again.data.ticket, code: recoveryCodes[3] })).status).toBe(401)
    expect((await verify({ ticket: again.data.ticket, code: recoveryCodes[4] })).status).toBe(200)
  })

  it('shares the login throttle: five wrong codes hold the account at that address', async () => {
    const token = await newAccount('kunci', 'sandi-kunci-kode-1')
    const { secret } = await enrol(token)
    const from = nextAddress()
    // The password itself takes one point; a right password with a challenge keeps it.
    const { ticket } = (await login('kunci', 'sandi-kunci-kode-1', from)).data
    for (let i = 0; i < 4; i++) {
      expect((await verify({ ticket, code: '12345' + String(i) }, from)).status).toBe(401)
    }
    const held = await verify({ ticket, code: totpCode(secret, Date.now() + 30_000) }, from)
    expect(held.status).toBe(429)
    expect(held.data.error).toMatch(/Terlalu banyak percobaan login/)
    // Elsewhere the same account still signs in.
    const other = nextAddress()
    const fresh = await login('kunci', 'sandi-kunci-kode-1', other)
    expect(
      (
        await verify(
          { ticket: fresh.data.ticket, code: totpCode(secret, Date.now() + 30_000) },
          other,
        )
      ).status,
    ).toBe(200)
  })

  it('turns off only with the password and a code', async () => {
    const token = await newAccount('matikan', 'sandi-matikan-dua-1')
    const { secret } = await enrol(token)
    const off = (json: Record<string, string>) =>
      call(disableRoute.POST, '/api/auth/2fa/disable', { method: 'POST', token, json })
    expect((await off({ password: 'sandi-matikan-dua-1' })).status).toBe(400)
    expect(
      await off({ password: 'salah-sekali-123', code: totpCode(secret, Date.now() + 30_000) }),
    ).toMatchObject({ status: 400, data: { error: AUTH_MESSAGES.wrongCurrent } })
    expect(await off({ password: 'sandi-matikan-dua-1', code: '000001' })).toMatchObject({
      status: 400,
      data: { error: AUTH_MESSAGES.codeWrong },
    })
    process.env.ADMIN_2FA = 'required'
    expect(
      await off({ password: 'sandi-matikan-dua-1', code: totpCode(secret, Date.now() + 30_000) }),
    ).toMatchObject({ status: 400, data: { error: AUTH_MESSAGES.totpRequired } })
    delete process.env.ADMIN_2FA
    expect(
      (await off({ password: 'sandi-matikan-dua-1', code: totpCode(secret, Date.now() + 30_000) }))
        .status,
    ).toBe(200)
    expect((await login('matikan', 'sandi-matikan-dua-1')).status).toBe(200)
  })

  it('is set up at the next sign-in when ADMIN_2FA=required', async () => {
    await newAccount('wajib', 'sandi-wajib-dua-1')
    process.env.ADMIN_2FA = 'required'
    const first = await login('wajib', 'sandi-wajib-dua-1')
    expect(first.status).toBe(202)
    expect(first.data).toMatchObject({ challenge: 'totp-setup' })
    const { secret, qrSvg } = first.data.setup
    expect(qrSvg).toMatch(/^<svg/)
    const done = await verify({ ticket: first.data.ticket, code: totpCode(secret) })
    expect(done.status).toBe(200)
    expect(done.data.recoveryCodes).toHaveLength(10)
    const next = await login('wajib', 'sandi-wajib-dua-1')
    expect(next.data.challenge).toBe('totp')
  })
})
