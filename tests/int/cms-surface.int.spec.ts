import { rm, writeFile } from 'node:fs/promises'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import * as changePassword from '@/app/api/auth/change-password/route'
import * as loginRoute from '@/app/api/auth/login/route'
import * as laporan from '@/app/api/laporan/route'
import * as cmsApi from '@/app/(payload)/cms-api/[...slug]/route'
import { AUTH_MESSAGES } from '@/modules/auth/auth.schema'

import { call, file, type CallOptions } from '../helpers/api-client'
import { asUpload, makePdf } from '../helpers/files'
import {
  ADMIN_PASSWORD as PASSWORD,
  startTestPayload,
  type TestPayload,
} from '../helpers/test-payload'

let t: TestPayload
const SITE = { host: 'localhost:3000' }
const OTHER_PORT = 'http://localhost:4000'

beforeAll(async () => {
  t = await startTestPayload()
})
afterAll(async () => {
  await t?.close()
})

let address = 0
/** Each sign-in from its own address, so the login throttle never gets in these tests' way. */
async function signIn(): Promise<string> {
  const res = await call(loginRoute.POST, '/api/auth/login', {
    method: 'POST',
    json: { username: 'admin', password: PASSWORD },
    headers: { 'X-Forwarded-For': `10.9.0.${++address}` },
  })
  expect(res.status).toBe(200)
  return res.data.token
}

const cms = (method: string, path: string, options: CallOptions = {}) => {
  const slug = new URL(path, 'http://x').pathname.split('/').slice(2)
  const handler = cmsApi[method as 'GET']
  return call(handler, path, { method, params: { slug }, ...options })
}

type CmsErrors = { errors?: { message: string; data?: { errors?: { message: string }[] } }[] }
/** Payload's own error text, or the field message inside a ValidationError. */
const cmsMessage = (data: CmsErrors) =>
  data.errors?.[0]?.data?.errors?.[0]?.message ?? data.errors?.[0]?.message

const userExists = async (username: string) =>
  (
    await t.payload.count({
      collection: 'users',
      where: { username: { equals: username } },
      overrideAccess: true,
    })
  ).totalDocs > 0

describe('a state change from another origin (CSRF)', () => {
  it('cannot create an administrator with the victim cookie, from another port of the host', async () => {
    const cookie = `payload-token=${await signIn()}`
    for (const headers of [
      { ...SITE, cookie, origin: OTHER_PORT },
      { ...SITE, cookie, 'sec-fetch-site': 'same-site' },
    ]) {
      const res = await cms('POST', '/cms-api/users', {
        headers,
        form: {
          _payload: JSON.stringify({
            username: 'penyusup',
            password: 'sandi-penyusup-99',
            currentPassword: PASSWORD,
          }),
        },
      })
      expect(res.status).toBe(403)
    }
    expect(await userExists('penyusup')).toBe(false)
  })

  it('cannot sign a visitor into another account, through either login', async () => {
    const plain = await call(loginRoute.POST, '/api/auth/login', {
      method: 'POST',
      body: JSON.stringify({ username: 'admin', password: PASSWORD }),
      headers: { ...SITE, origin: OTHER_PORT, 'content-type': 'text/plain' },
    })
    expect(plain.status).toBe(403)
    expect(plain.headers.get('set-cookie')).toBeNull()
    // Even from our own origin, a text/plain body (what a plain HTML form can send) is not JSON.
    const sameSite = await call(loginRoute.POST, '/api/auth/login', {
      method: 'POST',
      body: JSON.stringify({ username: 'admin', password: PASSWORD }),
      headers: { 'content-type': 'text/plain' },
    })
    expect(sameSite.status).toBe(400)
    const viaCms = await cms('POST', '/cms-api/users/login', {
      json: { username: 'admin', password: PASSWORD },
      headers: { ...SITE, 'sec-fetch-site': 'cross-site' },
    })
    expect(viaCms.status).toBe(403)
  })
})

describe('administrators at /cms', () => {
  it('are read-only: adding, changing and deleting go through /admin', async () => {
    const token = await signIn()
    const created = await cms('POST', '/cms-api/users', {
      token,
      json: { username: 'kedua', password: 'sandi-kedua-123', currentPassword: PASSWORD },
    })
    expect(created.status).toBe(403)
    expect(await userExists('kedua')).toBe(false)
    const admin = await t.payload.find({
      collection: 'users',
      where: { username: { equals: 'admin' } },
      overrideAccess: true,
    })
    const id = admin.docs[0]?.id
    const renamed = await cms('PATCH', `/cms-api/users/${id}`, { token, json: { nama: 'Lain' } })
    expect(renamed.status).toBe(403)
    const deleted = await cms('DELETE', `/cms-api/users/${id}`, { token })
    expect(deleted.status).toBe(403)
    expect(await userExists('admin')).toBe(true)
    // Reading stays open to administrators, and Payload's list says where changes are made.
    const list = await cms('GET', '/cms-api/users', { token })
    expect(list.status).toBe(200)
    expect(JSON.stringify(list.data)).not.toMatch(/totpSecret|recoveryCodes|hash|salt/)
  })
})

describe('request bodies at /cms-api', () => {
  const big = 3 * 1024 * 1024

  it('are refused with 413 past the limit, declared or streamed', async () => {
    const declared = await cms('POST', '/cms-api/users/login', {
      body: JSON.stringify({ username: 'admin', password: 'x'.repeat(big) }),
      headers: { 'content-type': 'application/json' },
    })
    expect(declared.status).toBe(413)
    const chunk = new Uint8Array(64 * 1024).fill(0x61)
    let sent = 0
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += chunk.length
        if (sent > big) controller.close()
        else controller.enqueue(chunk)
      },
    })
    const streamed = await cms('POST', '/cms-api/news', {
      body: stream,
      headers: { 'content-type': 'application/json' },
    })
    expect(streamed.status).toBe(413)
    // It stopped reading soon after the limit.
    expect(sent).toBeLessThan(big)
  })
})

describe('passwords', () => {
  it('need 12 characters and not a common one, wherever they are set', async () => {
    const token = await signIn()
    for (const newPassword of ['pendek-11ch', 'password1234', 'QWERTY123456']) {
      const res = await call(changePassword.PATCH, '/api/auth/change-password', {
        method: 'PATCH',
        token,
        json: { currentPassword: PASSWORD, newPassword },
      })
      expect(res).toMatchObject({ status: 400, data: { error: AUTH_MESSAGES.passwordWeak } })
    }
  })

  it('cannot be reset by e-mail token: forgot and reset are off', async () => {
    const forgot = await cms('POST', '/cms-api/users/forgot-password', {
      json: { username: 'admin' },
    })
    expect(forgot.status).toBe(403)
    const reset = await cms('POST', '/cms-api/users/reset-password', {
      json: { token: 'apa-saja', password: 'sandi-baru-sekali-1' },
    })
    expect(reset.status).toBe(403)
    const admin = await t.payload.find({
      collection: 'users',
      where: { username: { equals: 'admin' } },
      overrideAccess: true,
      showHiddenFields: true,
    })
    expect(
      (admin.docs[0] as { resetPasswordToken?: string | null }).resetPasswordToken ?? null,
    ).toBeNull()
  })
})

describe('bad input from anyone', () => {
  it('gets a 4xx, never a 500', async () => {
    const cases: [string, string, number][] = [
      ['GET', '/cms-api/news/abc', 404],
      ['GET', '/cms-api/news/%ff', 404],
      ['GET', '/cms-api/news?page=99999999999999999999', 400],
      ['GET', '/cms-api/news?limit=99999999999999999999', 400],
      ['GET', '/cms-api/news?where[dibuatPada][near]=1,2', 400],
      ['POST', '/cms-api/users/verify/abc', 404],
      ['GET', '/cms-api/laporan/file/tidak-ada.pdf', 404],
    ]
    for (const [method, path, status] of cases) {
      expect((await cms(method, path)).status, `${method} ${path}`).toBe(status)
    }
    // SQLite fails on a date that is not one (a 400 now); PostgreSQL finds nothing.
    const notADate = await cms('GET', '/cms-api/news?where[createdAt][greater_than]=abc')
    expect([200, 400]).toContain(notADate.status)
  })
})

describe('stored files', () => {
  it('are served only while their record and their file exist', async () => {
    const doc = await t.payload.create({
      collection: 'laporan',
      data: { judul: 'Berkas', tanggal: '2026-01-01', jenis: 'Publikasi' },
      file: asUpload(makePdf(), 'berkas.pdf', 'application/pdf'),
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    const url = `/cms-api/laporan/file/${doc.filename}`
    const served = await cms('GET', url)
    expect(served.status).toBe(200)
    // A file left in the folder without a record (a crash, a race) is not public.
    await writeFile(path.join(t.mediaDir, 'laporan', 'tertinggal.pdf'), makePdf())
    expect((await cms('GET', '/cms-api/laporan/file/tertinggal.pdf')).status).toBe(404)
    // A record whose file is gone answers 404, not 500.
    await rm(path.join(t.mediaDir, 'laporan', doc.filename!))
    expect((await cms('GET', url)).status).toBe(404)
  })

  it('get a name the server makes, also through /cms-api', async () => {
    const token = await signIn()
    const res = await cms('POST', '/cms-api/laporan', {
      token,
      form: {
        _payload: JSON.stringify({ judul: 'Nama', tanggal: '2026-01-02', jenis: 'Tahunan' }),
        file: file(makePdf(), 'halaman.html', 'text/html'),
      },
    })
    expect(res.status).toBe(201)
    expect(res.data.doc.filename).toMatch(/^nama-[0-9a-f]{8}\.pdf$/)
  })

  it('through /cms-api replace the old file once saved, and leave none when refused', async () => {
    const token = await signIn()
    const reports = async () => (await t.listMedia()).filter((f) => f.startsWith('laporan/'))
    const data = { judul: 'Ganti', tanggal: '2026-01-04', jenis: 'Tahunan' }
    const pdf = (name: string) => file(makePdf(), name, 'application/pdf')
    const before = await reports()
    const created = await cms('POST', '/cms-api/laporan', {
      token,
      form: { _payload: JSON.stringify(data), file: pdf('pertama.pdf') },
    })
    expect(created.status).toBe(201)
    const { id, filename: first } = created.data.doc
    expect(await reports()).toEqual([...before, `laporan/${first}`].sort())

    const replaced = await cms('PATCH', `/cms-api/laporan/${id}`, {
      token,
      form: { _payload: JSON.stringify(data), file: pdf('kedua.pdf') },
    })
    expect(replaced.status).toBe(200)
    const second = replaced.data.doc.filename
    expect(second).toMatch(/^ganti-[0-9a-f]{8}\.pdf$/)
    expect(second).not.toBe(first)
    expect(await reports()).toEqual([...before, `laporan/${second}`].sort())

    // A record Payload refuses (no title), a caller without a session, a file that is no PDF.
    const refused = [
      await cms('PATCH', `/cms-api/laporan/${id}`, {
        token,
        form: { _payload: JSON.stringify({ ...data, judul: '' }), file: pdf('ketiga.pdf') },
      }),
      await cms('POST', '/cms-api/laporan', {
        form: { _payload: JSON.stringify(data), file: pdf('tamu.pdf') },
      }),
      await cms('POST', '/cms-api/laporan', {
        token,
        form: { _payload: JSON.stringify(data), file: file(Buffer.from('bukan'), 'x.pdf') },
      }),
    ]
    expect(refused.map((res) => res.status)).toEqual([400, 403, 400])
    expect(cmsMessage(refused[2].data)).toBe('File harus berupa PDF.')
    expect(await reports()).toEqual([...before, `laporan/${second}`].sort())
    const stored = await t.payload.findByID({ collection: 'laporan', id, overrideAccess: true })
    expect(stored.filename).toBe(second)
  })
})

describe("the panel's preferences", () => {
  it('are read and saved by their key (a tab, a list), not refused as a bad id', async () => {
    const token = await signIn()
    const path = '/cms-api/payload-preferences/global-site-settings'
    const none = await cms('GET', path, { token })
    expect(none.status).toBe(200)
    expect(none.data).toMatchObject({ value: null })
    const saved = await cms('POST', path, { token, json: { value: { tab: 1 } } })
    expect(saved.status).toBe(200)
    expect((await cms('GET', path, { token })).data).toMatchObject({ value: { tab: 1 } })
  })
})

describe('answers that depend on the session', () => {
  it('are never kept by a cache', async () => {
    const token = await signIn()
    const me = await cms('GET', '/cms-api/users/me', { token })
    expect(me.status).toBe(200)
    expect(me.headers.get('cache-control')).toBe('private, no-store')
    const created = await call(laporan.POST, '/api/laporan', {
      method: 'POST',
      token,
      form: {
        judul: 'Privat',
        tanggal: '2026-01-03',
        jenis: 'Publikasi',
        file: file(makePdf(), 'privat.pdf'),
      },
    })
    expect(created.status).toBe(201)
    expect(created.headers.get('cache-control')).toBe('private, no-store')
  })
})
