import { execFile } from 'node:child_process'
import path from 'node:path'
import { promisify } from 'node:util'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import * as loginRoute from '@/app/api/auth/login/route'
import * as verifyRoute from '@/app/api/auth/login/verify/route'
import { AUTH_MESSAGES } from '@/modules/auth/auth.schema'
import { CHALLENGE_MESSAGES } from '@/modules/auth/login-challenge'

import { call } from '../helpers/api-client'
import { startTestPayload, type TestPayload } from '../helpers/test-payload'

const run = promisify(execFile)
const script = path.resolve(import.meta.dirname, '../../scripts/admin.mjs')

let t: TestPayload
beforeAll(async () => {
  t = await startTestPayload()
})
afterAll(async () => {
  await t?.close()
})

/** The operator's command, as a separate process on this file's database (SQLite or PostgreSQL). */
const admin = (...args: string[]) =>
  run(process.execPath, [script, ...args], { env: process.env }).then(
    ({ stdout }) => ({ code: 0, stdout, stderr: '' }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  )

const login = (username: string, password: string) =>
  call(loginRoute.POST, '/api/auth/login', { method: 'POST', json: { username, password } })

const verify = (json: Record<string, unknown>) =>
  call(verifyRoute.POST, '/api/auth/login/verify', { method: 'POST', json })

describe('npm run admin -- reset-password', () => {
  it('prints a temporary password that must be replaced at the next sign-in', async () => {
    const signedIn = await login('admin', 'rahasia-uji-123')
    expect(signedIn.status).toBe(200)

    const { code, stdout } = await admin('reset-password', 'admin')
    expect(code).toBe(0)
    const temporary = /Password sementara untuk admin: (\S+)/.exec(stdout)?.[1] ?? ''
    expect(temporary).toMatch(/^[a-z2-9]{4}(-[a-z2-9]{4}){3}$/)

    // The old password is gone, and so is the session it had opened.
    expect((await login('admin', 'rahasia-uji-123')).status).toBe(401)
    const me = await t.payload.auth({
      headers: new Headers({ Authorization: `Bearer ${signedIn.data.token}` }),
    })
    expect(me.user).toBeNull()

    const challenged = await login('admin', temporary)
    expect(challenged.status).toBe(202)
    expect(challenged.data).toMatchObject({
      challenge: 'new-password',
      message: CHALLENGE_MESSAGES['new-password'],
    })
    expect(challenged.data.token).toBeUndefined()
    expect(challenged.headers.get('set-cookie')).toBeNull()

    const weak = await verify({ ticket: challenged.data.ticket, newPassword: 'pendek' })
    expect(weak).toMatchObject({ status: 400, data: { error: AUTH_MESSAGES.passwordWeak } })
    const done = await verify({
      ticket: challenged.data.ticket,
      newPassword: 'sandi-baru-operator-1',
    })
    expect(done.status).toBe(200)
    expect(done.data.token).toMatch(/^ey/)
    expect(done.headers.get('set-cookie')).toMatch(/payload-token=/)

    // The ticket died with the temporary password; the new one signs in plainly.
    const again = await verify({
      ticket: challenged.data.ticket,
      newPassword: 'sandi-lain-sekali-2',
    })
    expect(again).toMatchObject({ status: 401, data: { error: AUTH_MESSAGES.ticketExpired } })
    expect((await login('admin', temporary)).status).toBe(401)
    expect((await login('admin', 'sandi-baru-operator-1')).status).toBe(200)

    const { docs } = await t.payload.find({
      collection: 'aktivitas',
      where: { pengguna: { equals: 'operator-server' } },
      overrideAccess: true,
    })
    expect(docs[0]).toMatchObject({ jenis: 'ubah-password', judul: 'admin', objek: 'users' })
  })

  it('says so for an unknown username or a wrong call, and changes nothing', async () => {
    const unknown = await admin('reset-password', 'tidak-ada')
    expect(unknown.code).toBe(1)
    expect(unknown.stderr).toMatch(/tidak ditemukan/)
    const wrong = await admin('hapus', 'admin')
    expect(wrong.code).toBe(2)
    expect(wrong.stderr).toMatch(/Pemakaian/)
  })
})
