import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import * as autoLogout from '@/app/api/auth/auto-logout/route'
import * as changePassword from '@/app/api/auth/change-password/route'
import * as loginRoute from '@/app/api/auth/login/route'
import * as logout from '@/app/api/auth/logout/route'
import * as refresh from '@/app/api/auth/refresh/route'
import * as cari from '@/app/api/cari/route'
import * as laporan from '@/app/api/laporan/route'
import * as cmsApi from '@/app/(payload)/cms-api/[...slug]/route'
import { AUTH_MESSAGES } from '@/modules/auth/auth.schema'

import { call, file } from '../helpers/api-client'
import { expectRejected } from '../helpers/expect-rejection'
import { makePdf } from '../helpers/files'
import {
  ADMIN_PASSWORD as PASSWORD,
  startTestPayload,
  type TestPayload,
} from '../helpers/test-payload'

let t: TestPayload

beforeAll(async () => {
  t = await startTestPayload()
})
afterAll(async () => {
  await t?.close()
})

async function signIn(username = 'admin', password = PASSWORD): Promise<string> {
  const res = await call(loginRoute.POST, '/api/auth/login', {
    method: 'POST',
    json: { username, password },
  })
  expect(res.status).toBe(200)
  return res.data.token
}

/** Whether this token may still write: a report create is the probe. */
async function canWrite(token: string) {
  const res = await call(laporan.POST, '/api/laporan', {
    method: 'POST',
    token,
    form: {
      judul: 'Uji',
      tanggal: '2026-01-01',
      jenis: 'Publikasi',
      file: file(makePdf(), 'a.pdf'),
    },
  })
  return res.status === 201
}

describe('POST /api/auth/login', () => {
  it('answers a token, the user and an httpOnly SameSite=Strict cookie', async () => {
    const res = await call(loginRoute.POST, '/api/auth/login', {
      method: 'POST',
      json: { username: 'admin', password: PASSWORD },
    })
    expect(res.status).toBe(200)
    expect(res.data.token).toMatch(/^ey/)
    expect(res.data.user).toMatchObject({ username: 'admin' })
    // The session lives 15 minutes unless the client refreshes it while the admin is active.
    expect(res.data.exp - Date.now() / 1000).toBeGreaterThan(14 * 60)
    expect(res.data.exp - Date.now() / 1000).toBeLessThanOrEqual(15 * 60)
    const cookie = res.headers.get('set-cookie') ?? ''
    expect(cookie).toMatch(/payload-token=/)
    expect(cookie).toMatch(/HttpOnly/i)
    expect(cookie).toMatch(/SameSite=Strict/i)
  })

  it('gives one generic 401 for a wrong password and an unknown username', async () => {
    const wrong = await call(loginRoute.POST, '/api/auth/login', {
      method: 'POST',
      json: { username: 'admin', password: 'salah' },
    })
    const unknown = await call(loginRoute.POST, '/api/auth/login', {
      method: 'POST',
      json: { username: 'tidak-ada', password: 'salah' },
    })
    expect(wrong).toMatchObject({ status: 401, data: { error: AUTH_MESSAGES.loginFailed } })
    expect(unknown).toMatchObject({ status: 401, data: { error: AUTH_MESSAGES.loginFailed } })
  })

  it('answers 400 to malformed JSON and to missing fields', async () => {
    const broken = await call(loginRoute.POST, '/api/auth/login', {
      method: 'POST',
      body: '{"username":',
      headers: { 'Content-Type': 'application/json' },
    })
    expect(broken.status).toBe(400)
    expect(broken.data.error).toBeTruthy()
    const huge = await call(loginRoute.POST, '/api/auth/login', {
      method: 'POST',
      json: { username: 'admin', password: 'x'.repeat(20_000) },
    })
    expect(huge.status).toBe(413)
    const empty = await call(loginRoute.POST, '/api/auth/login', { method: 'POST', json: {} })
    expect(empty).toMatchObject({ status: 400, data: { error: AUTH_MESSAGES.loginRequired } })
  })
})

describe('sessions end on the server', () => {
  it('logout revokes the token', async () => {
    const token = await signIn()
    expect(await canWrite(token)).toBe(true)
    const out = await call(logout.POST, '/api/auth/logout', { method: 'POST', token })
    expect(out.status).toBe(200)
    expect(out.headers.get('set-cookie')).toMatch(/payload-token=;|Expires=Thu, 01 Jan 1970/i)
    expect(await canWrite(token)).toBe(false)
    const again = await call(logout.POST, '/api/auth/logout', { method: 'POST', token })
    expect(again.status).toBe(401)
    // The browser cannot clear an httpOnly cookie itself, so a failed logout clears it too.
    expect(again.headers.get('set-cookie')).toMatch(/payload-token=;|Expires=Thu, 01 Jan 1970/i)
  })

  it('auto-logout revokes the token', async () => {
    const token = await signIn()
    expect(
      (await call(autoLogout.POST, '/api/auth/auto-logout', { method: 'POST', token })).status,
    ).toBe(200)
    expect(await canWrite(token)).toBe(false)
  })

  it('refresh issues a later expiry for an active session', async () => {
    const login = await call(loginRoute.POST, '/api/auth/login', {
      method: 'POST',
      json: { username: 'admin', password: PASSWORD },
    })
    const token = login.data.token
    await new Promise((resolve) => setTimeout(resolve, 1100))
    const res = await call(refresh.POST, '/api/auth/refresh', { method: 'POST', token })
    expect(res.status).toBe(200)
    expect(res.data.exp).toBeGreaterThan(login.data.exp)
    expect(await canWrite(res.data.token)).toBe(true)
  })

  it('writes without a session are 401', async () => {
    const res = await call(laporan.POST, '/api/laporan', { method: 'POST', form: { judul: 'x' } })
    expect(res).toMatchObject({ status: 401 })
    expect(res.data.error).toBeTruthy()
  })
})

describe('PATCH /api/auth/change-password', () => {
  it('checks the current password and the fields', async () => {
    const token = await signIn()
    const missing = await call(changePassword.PATCH, '/api/auth/change-password', {
      method: 'PATCH',
      token,
      json: { currentPassword: PASSWORD },
    })
    expect(missing).toMatchObject({ status: 400, data: { error: AUTH_MESSAGES.changeRequired } })
    const wrong = await call(changePassword.PATCH, '/api/auth/change-password', {
      method: 'PATCH',
      token,
      json: { currentPassword: 'bukan', newPassword: 'baru-sekali-12' },
    })
    expect(wrong).toMatchObject({ status: 400, data: { error: AUTH_MESSAGES.wrongCurrent } })
  })

  it('changes it, keeps the caller signed in and ends the other sessions', async () => {
    const other = await signIn()
    const token = await signIn()
    const res = await call(changePassword.PATCH, '/api/auth/change-password', {
      method: 'PATCH',
      token,
      json: { currentPassword: PASSWORD, newPassword: 'sandi-baru-456' },
    })
    expect(res).toMatchObject({ status: 200, data: { message: AUTH_MESSAGES.changed } })
    expect(await canWrite(token)).toBe(true)
    expect(await canWrite(other)).toBe(false)
    await signIn('admin', 'sandi-baru-456')
    const back = await call(changePassword.PATCH, '/api/auth/change-password', {
      method: 'PATCH',
      token,
      json: { currentPassword: 'sandi-baru-456', newPassword: PASSWORD },
    })
    expect(back.status).toBe(200)
  })
})

describe("Payload's own login at /cms-api", () => {
  it('fails alike for an unknown username and a wrong password, never under 600 ms', async () => {
    for (const username of ['tidak-ada', 'admin']) {
      const startedAt = performance.now()
      const res = await call(cmsApi.POST, '/cms-api/users/login', {
        method: 'POST',
        json: { username, password: 'salah-sekali' },
        params: { slug: ['users', 'login'] },
      })
      expect(performance.now() - startedAt).toBeGreaterThanOrEqual(590)
      expect(res).toMatchObject({
        status: 401,
        data: { errors: [{ message: AUTH_MESSAGES.loginFailed }] },
      })
    }
    const right = await call(cmsApi.POST, '/cms-api/users/login', {
      method: 'POST',
      json: { username: 'admin', password: PASSWORD },
      params: { slug: ['users', 'login'] },
    })
    expect(right.status).toBe(200)
  })
})

describe('a new password set anywhere else', () => {
  it('is refused, so a stolen session cannot take the account over through /cms-api', async () => {
    const { docs } = await t.payload.find({ collection: 'users', overrideAccess: true })
    const admin = docs.find((u) => u.username === 'admin')!
    await expectRejected(
      t.payload.update({
        collection: 'users',
        id: admin.id,
        data: { password: 'diambil-alih-1' },
        user: admin,
        overrideAccess: false,
      }),
      AUTH_MESSAGES.changeElsewhere,
    )
    await signIn('admin', PASSWORD)
    // Other fields of the account can still be edited there.
    const renamed = await t.payload.update({
      collection: 'users',
      id: admin.id,
      data: { nama: 'Admin Bank' },
      overrideAccess: true,
    })
    expect(renamed.nama).toBe('Admin Bank')
  })
})

describe('login throttle', () => {
  const attempt = (username: string, password: string, address: string) =>
    call(loginRoute.POST, '/api/auth/login', {
      method: 'POST',
      json: { username, password },
      headers: { 'X-Forwarded-For': address },
    })

  it('holds an address back after five failures on one account, and only that address', async () => {
    await t.payload.create({
      collection: 'users',
      data: { username: 'operator', password: 'benar-sekali-9' },
      overrideAccess: true,
    })
    for (let i = 0; i < 5; i++) {
      expect((await attempt('operator', 'salah', '10.0.0.1')).status).toBe(401)
    }
    // Even the right password waits now, and the answer says for how long.
    const held = await attempt('operator', 'benar-sekali-9', '10.0.0.1')
    expect(held.status).toBe(429)
    expect(held.data.error).toBe(AUTH_MESSAGES.tooManyAttempts(10))
    expect(Number(held.headers.get('retry-after'))).toBeGreaterThan(500)
    // Someone elsewhere cannot lock the real administrator out.
    expect((await attempt('operator', 'benar-sekali-9', '10.0.0.2')).status).toBe(200)
  })

  it('holds an address back after twenty failures, whichever accounts it tries', async () => {
    for (let i = 0; i < 20; i++) {
      expect((await attempt(`tamu-${i}`, 'salah', '10.0.1.1')).status).toBe(401)
    }
    expect((await attempt('admin', PASSWORD, '10.0.1.1')).status).toBe(429)
    expect((await attempt('admin', PASSWORD, '10.0.1.2')).status).toBe(200)
  })

  it('checks no more than five passwords of a parallel burst', async () => {
    // 19: under the per-address limit, so that only the per-account one decides here.
    const burst = await Promise.all(
      Array.from({ length: 19 }, (_, i) => attempt('admin', `salah-${i}`, '10.0.2.1')),
    )
    const statuses = burst.map((r) => r.status)
    expect(statuses.filter((s) => s !== 429)).toEqual([401, 401, 401, 401, 401])
    // The right password right after the burst is not checked either.
    expect((await attempt('admin', PASSWORD, '10.0.2.1')).status).toBe(429)
  })

  it("counts /cms-api's login and a wrong current password in the same throttle", async () => {
    const address = { 'X-Forwarded-For': '10.0.3.1' }
    for (let i = 0; i < 4; i++) {
      const res = await call(cmsApi.POST, '/cms-api/users/login', {
        method: 'POST',
        json: { username: 'admin', password: 'salah-sekali' },
        headers: address,
        params: { slug: ['users', 'login'] },
      })
      expect(res.status).toBe(401)
    }
    const token = (await attempt('admin', PASSWORD, '10.0.3.2')).data.token
    const wrong = await call(changePassword.PATCH, '/api/auth/change-password', {
      method: 'PATCH',
      token,
      headers: address,
      json: { currentPassword: 'bukan-ini-juga', newPassword: 'sandi-baru-sekali-7' },
    })
    expect(wrong.status).toBe(400)
    const held = await call(cmsApi.POST, '/cms-api/users/login', {
      method: 'POST',
      json: { username: 'admin', password: PASSWORD },
      headers: address,
      params: { slug: ['users', 'login'] },
    })
    expect(held.status).toBe(429)
    expect(held.headers.get('retry-after')).toBeTruthy()
  })
})

describe('a visitor', () => {
  it("is answered without Payload's auth, which would work out every permission for nobody", async () => {
    const token = await signIn()
    const auth = vi.spyOn(t.payload, 'auth')
    try {
      expect((await call(cari.GET, '/api/cari?q=tabungan')).status).toBe(200)
      expect(auth).not.toHaveBeenCalled()
      // A session is still looked up, and a bad one still refused.
      expect((await call(laporan.POST, '/api/laporan', { method: 'POST', token })).status).toBe(400)
      expect(auth).toHaveBeenCalledTimes(1)
      expect(
        (await call(laporan.POST, '/api/laporan', { method: 'POST', token: 'x' })).status,
      ).toBe(401)
    } finally {
      auth.mockRestore()
    }
  })
})
