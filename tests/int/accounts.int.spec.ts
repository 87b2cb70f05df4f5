import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import * as accounts from '@/app/api/administrator/route'
import * as account from '@/app/api/administrator/[id]/route'
import * as resetRoute from '@/app/api/administrator/[id]/reset-password/route'
import * as emailRoute from '@/app/api/auth/email/route'
import * as loginRoute from '@/app/api/auth/login/route'
import * as verifyRoute from '@/app/api/auth/login/verify/route'
import { ACCOUNT_MESSAGES } from '@/modules/accounts/accounts.schema'
import { AUTH_MESSAGES } from '@/modules/auth/auth.schema'

import { call } from '../helpers/api-client'
import {
  ADMIN_PASSWORD as PASSWORD,
  startTestPayload,
  type TestPayload,
} from '../helpers/test-payload'

let t: TestPayload
let address = 0

beforeAll(async () => {
  t = await startTestPayload()
})
afterAll(async () => {
  await t?.close()
})

/** Each sign-in from its own address, so the login throttle never gets in these tests' way. */
const login = (username: string, password: string) =>
  call(loginRoute.POST, '/api/auth/login', {
    method: 'POST',
    json: { username, password },
    headers: { 'X-Forwarded-For': `10.31.0.${++address}` },
  })

async function signIn(username = 'admin', password = PASSWORD): Promise<string> {
  const res = await login(username, password)
  expect(res.status, JSON.stringify(res.data)).toBe(200)
  return res.data.token
}

const add = (token: string, json: Record<string, unknown>) =>
  call(accounts.POST, '/api/administrator', { method: 'POST', token, json })
const setActive = (token: string, id: number, active: boolean, currentPassword = PASSWORD) =>
  call(account.PATCH, `/api/administrator/${id}`, {
    method: 'PATCH',
    token,
    json: { active, currentPassword },
    params: { id: String(id) },
  })
const reset = (token: string, id: number, currentPassword = PASSWORD) =>
  call(resetRoute.POST, `/api/administrator/${id}/reset-password`, {
    method: 'POST',
    token,
    json: { currentPassword },
    params: { id: String(id) },
  })

const setEmail = (token: string | undefined, email: string, currentPassword = PASSWORD) =>
  call(emailRoute.PUT, '/api/auth/email', {
    method: 'PUT',
    token,
    json: { email, currentPassword },
  })

/** Signs in with a temporary password and replaces it; returns the session token. */
async function firstSignIn(username: string, temporary: string, newPassword: string) {
  const challenged = await login(username, temporary)
  expect(challenged.status).toBe(202)
  expect(challenged.data.challenge).toBe('new-password')
  const done = await call(verifyRoute.POST, '/api/auth/login/verify', {
    method: 'POST',
    json: { ticket: challenged.data.ticket, newPassword },
  })
  expect(done.status, JSON.stringify(done.data)).toBe(200)
  return done.data.token as string
}

const isSignedIn = async (token: string) =>
  Boolean(
    (await t.payload.auth({ headers: new Headers({ Authorization: `Bearer ${token}` }) })).user,
  )

describe('the administrator accounts', () => {
  it('need a session, and never show a secret', async () => {
    expect((await call(accounts.GET, '/api/administrator')).status).toBe(401)
    const token = await signIn()
    const list = await call(accounts.GET, '/api/administrator', { token })
    expect(list.status).toBe(200)
    expect(list.data.data[0]).toMatchObject({
      username: 'admin',
      active: true,
      totpEnabled: false,
    })
    expect(list.data.data[0].lastLoginAt).toBeTruthy()
    expect(JSON.stringify(list.data)).not.toMatch(/hash|salt|totpSecret|recoveryCodes|sessions/)
  })

  it('adds one with a temporary password that must be replaced at its first sign-in', async () => {
    const token = await signIn()
    expect(await add(token, { username: 'kedua' })).toMatchObject({
      status: 400,
      data: { error: ACCOUNT_MESSAGES.confirmRequired },
    })
    expect(
      await add(token, { username: 'kedua', currentPassword: 'bukan-punyaku-1' }),
    ).toMatchObject({ status: 400, data: { error: ACCOUNT_MESSAGES.wrongPassword } })
    expect(await add(token, { username: 'A B', currentPassword: PASSWORD })).toMatchObject({
      status: 400,
      data: { error: ACCOUNT_MESSAGES.usernameFormat },
    })
    const created = await add(token, {
      username: 'kedua',
      nama: 'Kedua',
      email: 'kedua@bprs.test',
      currentPassword: PASSWORD,
    })
    expect(created.status).toBe(201)
    expect(created.data.account).toMatchObject({
      username: 'kedua',
      email: 'kedua@bprs.test',
      mustChangePassword: true,
    })
    expect(await add(token, { username: 'kedua', currentPassword: PASSWORD })).toMatchObject({
      status: 400,
      data: { error: ACCOUNT_MESSAGES.usernameTaken },
    })
    await firstSignIn('kedua', created.data.temporaryPassword, 'sandi-kedua-sendiri-1')
    expect((await login('kedua', created.data.temporaryPassword)).status).toBe(401)
    await signIn('kedua', 'sandi-kedua-sendiri-1')

    const { docs } = await t.payload.find({
      collection: 'aktivitas',
      where: { and: [{ jenis: { equals: 'tambah' } }, { objek: { equals: 'users' } }] },
      overrideAccess: true,
    })
    expect(docs[0]).toMatchObject({ pengguna: 'admin', judul: 'kedua' })
  })

  it('resets another one to a temporary password, never one own', async () => {
    const token = await signIn()
    const created = await add(token, { username: 'ketiga', currentPassword: PASSWORD })
    const id = created.data.account.id as number
    const theirs = await firstSignIn(
      'ketiga',
      created.data.temporaryPassword,
      'sandi-ketiga-baru-1',
    )
    expect(await isSignedIn(theirs)).toBe(true)

    const me = (await call(accounts.GET, '/api/administrator', { token })).data.data.find(
      (a: { username: string }) => a.username === 'admin',
    )
    expect(await reset(token, me.id)).toMatchObject({
      status: 403,
      data: { error: ACCOUNT_MESSAGES.resetSelf },
    })
    const done = await reset(token, id)
    expect(done.status).toBe(200)
    // Their session ended; the old password no longer works; the new one is temporary.
    expect(await isSignedIn(theirs)).toBe(false)
    expect((await login('ketiga', 'sandi-ketiga-baru-1')).status).toBe(401)
    await firstSignIn('ketiga', done.data.temporaryPassword, 'sandi-ketiga-lagi-22')
  })

  it('deactivates and reactivates another one, never one own, never the last active one', async () => {
    const token = await signIn()
    const created = await add(token, { username: 'keempat', currentPassword: PASSWORD })
    const id = created.data.account.id as number
    const theirs = await firstSignIn(
      'keempat',
      created.data.temporaryPassword,
      'sandi-keempat-ok-1',
    )

    expect(await setActive(token, id, false, 'salah-sekali-123')).toMatchObject({
      status: 400,
      data: { error: ACCOUNT_MESSAGES.wrongPassword },
    })
    const off = await setActive(token, id, false)
    expect(off).toMatchObject({ status: 200, data: { account: { active: false } } })
    expect(await isSignedIn(theirs)).toBe(false)
    const refused = await login('keempat', 'sandi-keempat-ok-1')
    expect(refused).toMatchObject({ status: 401, data: { error: AUTH_MESSAGES.loginFailed } })

    // The others go too, until only the caller is active: the caller cannot leave.
    const list = (await call(accounts.GET, '/api/administrator', { token })).data.data as {
      id: number
      username: string
      active: boolean
    }[]
    const self = list.find((a) => a.username === 'admin')!
    for (const other of list.filter((a) => a.active && a.id !== self.id)) {
      expect((await setActive(token, other.id, false)).status).toBe(200)
    }
    expect(await setActive(token, self.id, false)).toMatchObject({
      status: 403,
      data: { error: ACCOUNT_MESSAGES.notSelf },
    })

    // Signed in as the only other one brought back, the caller finds admin the last but one...
    expect((await setActive(token, id, true)).status).toBe(200)
    const second = await signIn('keempat', 'sandi-keempat-ok-1')
    expect((await setActive(second, self.id, false, 'sandi-keempat-ok-1')).status).toBe(200)
    // ...and now keempat is the last active account: admin's sessions ended with it.
    expect(await isSignedIn(token)).toBe(false)
    expect(
      await t.payload.count({
        collection: 'users',
        where: { active: { not_equals: false } },
        overrideAccess: true,
      }),
    ).toMatchObject({ totalDocs: 1 })
    const activeAdmins = await t.payload.find({
      collection: 'users',
      where: { active: { not_equals: false } },
      overrideAccess: true,
    })
    expect(activeAdmins.docs.map((d) => d.username)).toEqual(['keempat'])
    // Put admin back for the other tests of this file.
    expect((await setActive(second, self.id, true, 'sandi-keempat-ok-1')).status).toBe(200)
  })

  it("sets one's own e-mail address with the password, never another's address", async () => {
    expect((await setEmail(undefined, 'admin@bank.test')).status).toBe(401)
    const token = await signIn()
    expect(await setEmail(token, 'admin@bank.test', 'bukan-punyaku-1')).toMatchObject({
      status: 400,
      data: { error: ACCOUNT_MESSAGES.wrongPassword },
    })
    expect(await setEmail(token, 'bukan-alamat')).toMatchObject({
      status: 400,
      data: { error: ACCOUNT_MESSAGES.emailInvalid },
    })
    expect(await setEmail(token, 'Admin@Bank.test')).toMatchObject({
      status: 200,
      data: { email: 'admin@bank.test', message: ACCOUNT_MESSAGES.emailSaved },
    })
    const admin = await t.payload.find({
      collection: 'users',
      where: { username: { equals: 'admin' } },
      overrideAccess: true,
    })
    expect(admin.docs[0].email).toBe('admin@bank.test')
    // Another account may not take it, and the owner may clear it.
    const created = await add(token, {
      username: 'surel-lain',
      email: 'admin@bank.test',
      currentPassword: PASSWORD,
    })
    expect(created).toMatchObject({ status: 400, data: { error: ACCOUNT_MESSAGES.emailTaken } })
    expect(await setEmail(token, '')).toMatchObject({ status: 200, data: { email: null } })
  })

  it('protects the last active account even from a concurrent pair', async () => {
    const token = await signIn()
    const created = await add(token, { username: 'kelima', currentPassword: PASSWORD })
    const id = created.data.account.id as number
    const theirs = await firstSignIn('kelima', created.data.temporaryPassword, 'sandi-kelima-ok-12')
    const list = (await call(accounts.GET, '/api/administrator', { token })).data.data as {
      id: number
      username: string
      active: boolean
    }[]
    const self = list.find((a) => a.username === 'admin')!
    for (const other of list.filter((a) => a.active && ![self.id, id].includes(a.id))) {
      expect((await setActive(token, other.id, false)).status).toBe(200)
    }
    // Two active accounts, each deactivating the other at the same moment.
    const [a, b] = await Promise.all([
      setActive(token, id, false),
      setActive(theirs, self.id, false, 'sandi-kelima-ok-12'),
    ])
    const active = await t.payload.count({
      collection: 'users',
      where: { active: { not_equals: false } },
      overrideAccess: true,
    })
    // Whatever the interleaving, someone can still sign in.
    expect(active.totalDocs).toBeGreaterThanOrEqual(1)
    expect([a.status, b.status].every((s) => s === 200 || s === 403)).toBe(true)
  })
})
