import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'

import Ajv2020 from 'ajv/dist/2020'
import addFormats from 'ajv-formats'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import * as contentItem from '@/app/api/[type]/[key]/route'
import * as contentList from '@/app/api/[type]/route'
import * as administratorItem from '@/app/api/administrator/[id]/route'
import * as resetPassword from '@/app/api/administrator/[id]/reset-password/route'
import * as officerFlag from '@/app/api/administrator/[id]/whistleblowing/route'
import * as administrator from '@/app/api/administrator/route'
import * as totpConfirm from '@/app/api/auth/2fa/confirm/route'
import * as totpDisable from '@/app/api/auth/2fa/disable/route'
import * as totpSetup from '@/app/api/auth/2fa/setup/route'
import * as autoLogout from '@/app/api/auth/auto-logout/route'
import * as changePassword from '@/app/api/auth/change-password/route'
import * as login from '@/app/api/auth/login/route'
import * as loginVerify from '@/app/api/auth/login/verify/route'
import * as forgotPassword from '@/app/api/auth/forgot-password/route'
import * as resetPasswordLink from '@/app/api/auth/reset-password/route'
import * as ownEmail from '@/app/api/auth/email/route'
import * as logoutOthers from '@/app/api/auth/logout-others/route'
import * as logout from '@/app/api/auth/logout/route'
import * as refresh from '@/app/api/auth/refresh/route'
import * as sessions from '@/app/api/auth/sessions/route'
import * as cari from '@/app/api/cari/route'
import * as docs from '@/app/api/docs/route'
import * as gambarSitus from '@/app/api/gambar-situs/route'
import * as laporanItem from '@/app/api/laporan/[id]/route'
import * as laporan from '@/app/api/laporan/route'
import * as newsItem from '@/app/api/news/[key]/route'
import * as news from '@/app/api/news/route'
import * as openapi from '@/app/api/openapi.json/route'
import { allContentTypes } from '@/content-types'
import * as produkItem from '@/app/api/produk/[id]/route'
import * as produk from '@/app/api/produk/route'
import * as tampilanSitus from '@/app/api/tampilan-situs/route'
import * as kebijakanPrivasi from '@/app/api/kebijakan-privasi/route'
import * as tingkatBagiHasil from '@/app/api/tingkat-bagi-hasil/route'
import { buildOpenApiDocument } from '@/modules/api-docs/openapi'
import { totpCode } from '@/modules/auth/totp'

import { call, type CallOptions, file } from '../helpers/api-client'
import { makeImage, makePdf } from '../helpers/files'
import { startTestPayload, type TestPayload } from '../helpers/test-payload'

// A real SMTP server, set before the routes (and the environment they read) are imported.
const smtp = await vi.hoisted(async () => {
  const { startSmtp } = await import('../helpers/smtp')
  const server = await startSmtp()
  process.env.SMTP_URL = server.url
  return server
})

type Responses = Record<string, { $ref?: string; content?: Record<string, { schema?: object }> }>
type Doc = {
  paths: Record<string, Record<string, { responses: Responses }>>
  components: { schemas: Record<string, object>; responses: Responses }
}
const doc = buildOpenApiDocument() as Doc

// The document's $refs point into itself; ajv gets its schemas under one id.
const ajv = new Ajv2020({ allErrors: true, strict: false })
addFormats(ajv)
const local = (schema: object) =>
  JSON.parse(JSON.stringify(schema).replaceAll('"#/components/schemas/', '"contract#/$defs/'))
ajv.addSchema({ $id: 'contract', $defs: local(doc.components.schemas) })

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const
const exercised = new Set<string>()

/** Makes a real call and checks that its status and JSON answer are the documented ones. */
async function checked(
  handler: unknown,
  [method, docPath]: [string, string],
  url: string,
  options: CallOptions = {},
) {
  const res = await call(handler, url, { ...options, method: method.toUpperCase() })
  const documented = doc.paths[docPath]?.[method]?.responses
  expect(documented, `${method} ${docPath} is documented`).toBeDefined()
  let response = documented![String(res.status)]
  expect(response, `${method} ${docPath} documents status ${res.status}`).toBeDefined()
  if (response.$ref) response = doc.components.responses[response.$ref.split('/').pop()!]
  const schema = response.content?.['application/json']?.schema
  if (schema) {
    const validate = ajv.compile(local(schema))
    expect(validate(res.data), JSON.stringify(validate.errors)).toBe(true)
  }
  exercised.add(`${method} ${docPath} ${res.status}`)
  return res
}

/** A public list: SPEC's whole array, then one page of it with its total, then a bad page. */
async function checkedList(handler: unknown, docPath: string, filter: string) {
  const whole = await checked(handler, ['get', docPath], docPath)
  expect(whole.data.length).toBeGreaterThan(0)
  const page = await checked(handler, ['get', docPath], `${docPath}?page=1&limit=1&${filter}`)
  expect(page.data).toHaveLength(1)
  expect(Number(page.headers.get('x-total-count'))).toBeGreaterThan(0)
  await checked(handler, ['get', docPath], `${docPath}?page=0`)
}

let t: TestPayload
let token: string
const signIn = async () =>
  (
    await checked(login.POST, ['post', '/api/auth/login'], '/api/auth/login', {
      json: { username: 'admin', password: 'rahasia-uji-123' },
    })
  ).data.token as string

beforeAll(async () => {
  t = await startTestPayload()
  token = await signIn()
})
afterAll(async () => {
  await t?.close()
  await smtp.close()
})

describe('the published contract', () => {
  it('documents every route file under src/app/api with exactly the methods it exports', async () => {
    const root = path.resolve('src/app/api')
    const files = (await readdir(root, { recursive: true }))
      .filter((f) => path.basename(f) === 'route.ts' && !f.includes('[...'))
      .map((f) => path.dirname(f))
    // /api/[type] serves each type the registry serves whole, under its own path.
    const served = allContentTypes()
      .filter((type) => type.form)
      .map((type) => type.slug)
    const routes = Object.fromEntries(
      (
        await Promise.all(
          files.map(async (dir) => {
            const mod = await import(/* @vite-ignore */ path.join(root, dir, 'route.ts'))
            const docPath = `/api/${dir}`.replace(/\[(\w+)\]/g, '{$1}')
            const methods = METHODS.filter((m) => typeof mod[m] === 'function').map((m) =>
              m.toLowerCase(),
            )
            const paths = docPath.startsWith('/api/{type}')
              ? served.map((slug) => docPath.replace('{type}', slug))
              : [docPath]
            return paths.map((p) => [p, methods.sort()] as const)
          }),
        )
      ).flat(),
    )
    const documented = Object.fromEntries(
      Object.entries(doc.paths).map(([p, item]) => [
        p,
        Object.keys(item)
          .filter((k) => k !== 'parameters')
          .sort(),
      ]),
    )
    expect(documented).toEqual(routes)
  })

  it('serves itself as a cached static answer and as a self-contained page', async () => {
    const res = await openapi.GET(new Request('http://localhost:3000/api/openapi.json'))
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toMatch(/^public/)
    expect(await res.json()).toEqual(JSON.parse(JSON.stringify(doc)))
    const again = await openapi.GET(
      new Request('http://localhost:3000/api/openapi.json', {
        headers: { 'If-None-Match': res.headers.get('etag')! },
      }),
    )
    expect(again.status).toBe(304)

    const page = await docs.GET(new Request('http://localhost:3000/api/docs'))
    expect(page.headers.get('content-type')).toMatch(/^text\/html/)
    const html = await page.text()
    expect(html).toContain('PATCH</span> <code>/api/laporan/{id}</code>')
    expect(html).not.toMatch(/<script|<link/)
  })
})

describe('real answers match the contract', () => {
  it('auth: login, refresh, change-password, logout and auto-logout', async () => {
    await checked(login.POST, ['post', '/api/auth/login'], '/api/auth/login', {
      json: { username: 'admin', password: 'salah-sekali-123' },
    })
    await checked(login.POST, ['post', '/api/auth/login'], '/api/auth/login', { json: {} })
    await checked(login.POST, ['post', '/api/auth/login'], '/api/auth/login', {
      json: { username: 'admin', password: 'x' },
      headers: { Origin: 'http://evil.example' },
    })
    await checked(refresh.POST, ['post', '/api/auth/refresh'], '/api/auth/refresh', { token })
    await checked(refresh.POST, ['post', '/api/auth/refresh'], '/api/auth/refresh')
    const cp = ['patch', '/api/auth/change-password'] as [string, string]
    await checked(changePassword.PATCH, cp, cp[1], {
      token,
      json: { currentPassword: 'bukan-ini-12345', newPassword: 'kata-sandi-baru-2026' },
    })
    await checked(changePassword.PATCH, cp, cp[1], {
      token,
      json: { currentPassword: 'rahasia-uji-123', newPassword: 'kata-sandi-baru-2026' },
    })
    await checked(changePassword.PATCH, cp, cp[1], {
      token,
      json: { currentPassword: 'kata-sandi-baru-2026', newPassword: 'rahasia-uji-123' },
    })
    const other = await signIn()
    await checked(logout.POST, ['post', '/api/auth/logout'], '/api/auth/logout', { token: other })
    await checked(logout.POST, ['post', '/api/auth/logout'], '/api/auth/logout', { token: other })
    const idle = await signIn()
    const al = ['post', '/api/auth/auto-logout'] as [string, string]
    await checked(autoLogout.POST, al, al[1], { token: idle })
  })

  it('accounts and the second factor: add, first sign-in, code on, sign in with it, off', async () => {
    // An address of its own, so the refusals below leave the other tests' throttle alone.
    const headers = { 'X-Forwarded-For': '10.77.0.1' }
    const confirm = 'rahasia-uji-123'
    const list = ['get', '/api/administrator'] as [string, string]
    const listed = await checked(administrator.GET, list, list[1], { token })
    await checked(administrator.GET, list, list[1])
    const own = String(
      listed.data.data.find((a: { username: string }) => a.username === 'admin').id,
    )
    const add = ['post', '/api/administrator'] as [string, string]
    const json = { username: 'kontrak', nama: 'Uji Kontrak', currentPassword: confirm }
    const created = await checked(administrator.POST, add, add[1], { token, headers, json })
    await checked(administrator.POST, add, add[1], { token, headers, json })
    const id = String(created.data.account.id)
    await checked(administrator.POST, add, add[1], {
      token,
      headers,
      json: { username: 'surel', email: 'surel@bank.test', currentPassword: confirm },
    })

    const signIn = ['post', '/api/auth/login'] as [string, string]
    const verify = ['post', '/api/auth/login/verify'] as [string, string]
    const first = await checked(login.POST, signIn, signIn[1], {
      headers,
      json: { username: 'kontrak', password: created.data.temporaryPassword },
    })
    expect(first.data.challenge).toBe('new-password')
    const ticket = first.data.ticket as string
    await checked(loginVerify.POST, verify, verify[1], {
      headers,
      json: { ticket, newPassword: 'x' },
    })
    const password = 'sandi-kontrak-2026'
    const theirs = (
      await checked(loginVerify.POST, verify, verify[1], {
        headers,
        json: { ticket, newPassword: password },
      })
    ).data.token as string

    const setup = ['post', '/api/auth/2fa/setup'] as [string, string]
    const { secret } = (await checked(totpSetup.POST, setup, setup[1], { token: theirs })).data
    const confirmCall = ['post', '/api/auth/2fa/confirm'] as [string, string]
    const code = totpCode(secret)
    const wrong = code === '000000' ? '111111' : '000000'
    await checked(totpConfirm.POST, confirmCall, confirmCall[1], {
      token: theirs,
      headers,
      json: { code: wrong },
    })
    const { recoveryCodes } = (
      await checked(totpConfirm.POST, confirmCall, confirmCall[1], {
        token: theirs,
        headers,
        json: { code },
      })
    ).data
    await checked(totpSetup.POST, setup, setup[1], { token: theirs })

    const second = await checked(login.POST, signIn, signIn[1], {
      headers,
      json: { username: 'kontrak', password },
    })
    expect(second.data.challenge).toBe('totp')
    const again = { ticket: second.data.ticket }
    await checked(loginVerify.POST, verify, verify[1], { headers, json: { ...again, code: wrong } })
    await checked(loginVerify.POST, verify, verify[1], {
      headers,
      json: { ...again, code: recoveryCodes[0] },
    })
    const disable = ['post', '/api/auth/2fa/disable'] as [string, string]
    const off = { password, code: recoveryCodes[1] }
    await checked(totpDisable.POST, disable, disable[1], { token: theirs, headers, json: off })
    await checked(totpDisable.POST, disable, disable[1], { token: theirs, headers, json: off })

    const mine = ['get', '/api/auth/sessions'] as [string, string]
    await checked(sessions.GET, mine, mine[1], { token: theirs })
    await checked(sessions.GET, mine, mine[1])
    const others = ['post', '/api/auth/logout-others'] as [string, string]
    await checked(logoutOthers.POST, others, others[1], { token: theirs })
    await checked(logoutOthers.POST, others, others[1], {
      token: theirs,
      headers: { 'Sec-Fetch-Site': 'cross-site' },
    })

    const email = ['put', '/api/auth/email'] as [string, string]
    const mailbox = { email: 'milik-sendiri@bank.test', currentPassword: password }
    await checked(ownEmail.PUT, email, email[1], { token: theirs, headers, json: mailbox })
    await checked(ownEmail.PUT, email, email[1], { token: theirs, headers, json: { email: 'x' } })

    const forgot = ['post', '/api/auth/forgot-password'] as [string, string]
    await checked(forgotPassword.POST, forgot, forgot[1], { headers, json: {} })
    await checked(forgotPassword.POST, forgot, forgot[1], { headers, json: { username: 'surel' } })
    const linkReset = ['post', '/api/auth/reset-password'] as [string, string]
    const resetJson = (token: string) => ({ token, newPassword: 'sandi-surel-baru-2026' })
    const mailed = await smtp.resetTokenMailedTo('surel@bank.test')
    await checked(resetPasswordLink.POST, linkReset, linkReset[1], { json: resetJson(mailed) })
    await checked(resetPasswordLink.POST, linkReset, linkReset[1], { json: resetJson(mailed) })

    const item = ['patch', '/api/administrator/{id}'] as [string, string]
    for (const active of [false, true]) {
      await checked(administratorItem.PATCH, item, '', {
        token,
        headers,
        params: { id },
        json: { active, currentPassword: confirm },
      })
    }
    await checked(administratorItem.PATCH, item, '', {
      token,
      headers,
      params: { id: own },
      json: { active: false, currentPassword: confirm },
    })
    await checked(administratorItem.PATCH, item, '', {
      token,
      headers,
      params: { id: '999999' },
      json: { active: false, currentPassword: confirm },
    })
    const reset = ['post', '/api/administrator/{id}/reset-password'] as [string, string]
    const body = { currentPassword: confirm }
    await checked(resetPassword.POST, reset, '', { token, headers, params: { id }, json: body })
    await checked(resetPassword.POST, reset, '', {
      token,
      headers,
      params: { id: own },
      json: body,
    })
    // The whistleblowing officer flag: set on another account, refused on one's own.
    const officer = ['put', '/api/administrator/{id}/whistleblowing'] as [string, string]
    for (const [target, flag] of [
      [id, true],
      [id, false],
      [own, true],
    ] as const) {
      await checked(officerFlag.PUT, officer, '', {
        token,
        headers,
        params: { id: target },
        json: { officer: flag, currentPassword: confirm },
      })
    }
  })

  it('laporan: list, create, read, change, delete and their refusals', async () => {
    const form = {
      judul: 'Laporan Kontrak',
      tanggal: '2026-04-28',
      file: file(makePdf(), 'a.pdf', 'application/pdf'),
    }
    const create = ['post', '/api/laporan'] as [string, string]
    const created = await checked(laporan.POST, create, create[1], { token, form })
    await checked(laporan.POST, create, create[1], { token, form: { ...form, judul: '' } })
    await checked(laporan.POST, create, create[1], { form })
    await checked(laporan.POST, create, create[1], {
      token,
      form,
      headers: { 'Sec-Fetch-Site': 'cross-site' },
    })
    await checked(laporan.POST, create, create[1], {
      token,
      body: new Uint8Array(3 * 1024 * 1024),
      headers: { 'Content-Type': 'multipart/form-data; boundary=x' },
    })
    await checkedList(laporan.GET, '/api/laporan', 'jenis=Transparansi&q=kontrak')
    const id = created.data._id
    const item = (m: string) => [m, '/api/laporan/{id}'] as [string, string]
    await checked(laporanItem.GET, item('get'), '', { params: { id } })
    await checked(laporanItem.GET, item('get'), '', { params: { id: '999999' } })
    await checked(laporanItem.PATCH, item('patch'), '', {
      token,
      params: { id },
      form: { judul: 'Judul Baru', tanggal: '2026-05-01', jenis: 'Tahunan' },
    })
    await checked(laporanItem.PATCH, item('patch'), '', {
      token,
      params: { id: '999999' },
      form: { judul: 'Judul Baru', tanggal: '2026-05-01' },
    })
    await checked(laporanItem.DELETE, item('delete'), '', { token, params: { id } })
    await checked(laporanItem.DELETE, item('delete'), '', { token, params: { id } })
  })

  it('news: list, create, read by slug, change and delete by _id', async () => {
    const form = {
      judul: 'Kabar Kontrak',
      kategori: 'Pengumuman',
      isisatu: 'Paragraf satu.',
      isidua: 'Paragraf dua.',
      dibuatPada: '2026-05-02',
      thumbnail: file(await makeImage('webp'), 't.webp', 'image/webp'),
    }
    const create = ['post', '/api/news'] as [string, string]
    const created = await checked(news.POST, create, create[1], { token, form })
    await checked(news.POST, create, create[1], { token, form: { ...form, kategori: 'Gosip' } })
    await checkedList(news.GET, '/api/news', 'kategori=Pengumuman&q=kontrak')
    const item = (m: string) => [m, '/api/news/{key}'] as [string, string]
    const { _id, slug } = created.data
    await checked(newsItem.GET, item('get'), '', { params: { key: slug } })
    await checked(newsItem.GET, item('get'), '', { params: { key: 'tidak-ada' } })
    const { thumbnail: _t, ...withoutThumbnail } = form
    await checked(newsItem.PUT, item('put'), '', {
      token,
      params: { key: _id },
      form: { ...withoutThumbnail, kutipan: 'Ringkas.' },
    })
    await checked(newsItem.PUT, item('put'), '', { params: { key: _id }, form: withoutThumbnail })
    await checked(newsItem.DELETE, item('delete'), '', { token, params: { key: _id } })
    await checked(newsItem.DELETE, item('delete'), '', { token, params: { key: _id } })
  })

  it('produk: list, create, read, change with an icon file, and delete', async () => {
    const form = {
      judul: 'Produk Kontrak',
      subJudul: 'Sub judul',
      deskripsi: 'Deskripsi.',
      keunggulan: JSON.stringify([{ icon: 'bank', label: 'Aman' }]),
      thumbnail: file(await makeImage('png', 160, 90), 't.png', 'image/png'),
    }
    const create = ['post', '/api/produk'] as [string, string]
    const created = await checked(produk.POST, create, create[1], { token, form })
    await checked(produk.POST, create, create[1], { token, form: { ...form, keunggulan: '{' } })
    await checkedList(produk.GET, '/api/produk', 'q=kontrak')
    const id = created.data._id
    const item = (m: string) => [m, '/api/produk/{id}'] as [string, string]
    await checked(produkItem.GET, item('get'), '', { params: { id } })
    await checked(produkItem.GET, item('get'), '', { params: { id: 'abc' } })
    await checked(produkItem.PUT, item('put'), '', {
      token,
      params: { id },
      form: {
        judul: 'Produk Kontrak',
        subJudul: 'Sub judul',
        deskripsi: 'Deskripsi.',
        keunggulan: JSON.stringify([{ icon: '', label: 'Ternak' }]),
        'icon-0': file(await readFile('public/icons/cow.svg'), 'cow.svg', 'image/svg+xml'),
      },
    })
    await checked(produkItem.DELETE, item('delete'), '', { token, params: { id } })
  })

  it.each(allContentTypes().filter((type) => type.form))(
    '$slug, served by the registry: list, create, read, change and delete',
    async ({ slug, form, readBy, public: site }) => {
      const hour = 3_600_000
      const value = (field: NonNullable<typeof form>['fields'][number]) =>
        field.kind === 'datetime'
          ? new Date(Date.now() + (field.name === site?.window?.end ? hour : -hour)).toISOString()
          : field.kind === 'relations'
            ? '[]'
            : field.kind === 'percent'
              ? '40'
              : field.kind === 'seo'
                ? JSON.stringify({ judul: 'Kontrak SEO', deskripsi: 'Deskripsi kontrak.' })
                : `Kontrak ${field.name}`
      const fields = Object.fromEntries(form!.fields.map((field) => [field.name, value(field)]))
      const image = file(await makeImage('png', 160, 90), 'g.png', 'image/png')
      const list = (m: string) => [m, `/api/${slug}`] as [string, string]
      const params = { type: slug }
      const create = { token, params, form: { ...fields, [form!.file.name]: image } }
      const created = await checked(contentList.POST, list('post'), `/api/${slug}`, create)
      await checked(contentList.POST, list('post'), `/api/${slug}`, { token, params, form: {} })
      // A never-public type (media) is read with a session, and refused without one.
      const reader = site ? {} : { token }
      if (!site) await checked(contentList.GET, list('get'), `/api/${slug}`, { params })
      const read = { params, ...reader }
      const whole = await checked(contentList.GET, list('get'), `/api/${slug}`, read)
      expect(whole.data.length).toBeGreaterThan(0)
      await checked(contentList.GET, list('get'), `/api/${slug}?page=1&limit=1`, read)
      await checked(contentList.GET, list('get'), `/api/${slug}?page=0`, read)
      const item = (m: string) => [m, `/api/${slug}/{key}`] as [string, string]
      const key = readBy === 'slug' ? created.data.slug : created.data._id
      await checked(contentItem.GET, item('get'), '', { ...reader, params: { ...params, key } })
      await checked(contentItem.GET, item('get'), '', {
        ...reader,
        params: { ...params, key: 'tidak-ada' },
      })
      const id = created.data._id
      await checked(contentItem.PUT, item('put'), '', {
        token,
        params: { ...params, key: id },
        form: fields,
      })
      await checked(contentItem.DELETE, item('delete'), '', {
        token,
        params: { ...params, key: id },
      })
    },
  )

  it('cari: results with their total, and a refused query', async () => {
    const route: [string, string] = ['get', '/api/cari']
    // The profile pages are indexed from the first start.
    const found = await checked(cari.GET, route, '/api/cari?q=visi&limit=5')
    expect(found.data.length).toBeGreaterThan(0)
    expect(found.headers.get('X-Total-Count')).toBe(String(found.data.length))
    await checked(cari.GET, route, `/api/cari?q=${'x'.repeat(201)}`)
  })

  it('tampilan situs: a new picture, the whole state saved, and their refusals', async () => {
    const upload = ['post', '/api/gambar-situs'] as [string, string]
    const image = file(await makeImage('png', 1600, 640), 'b.png', 'image/png')
    const created = await checked(gambarSitus.POST, upload, '/api/gambar-situs', {
      token,
      form: { file: image, alt: 'Banner kontrak' },
    })
    await checked(gambarSitus.POST, upload, '/api/gambar-situs', { token, form: { alt: '' } })
    const put = ['put', '/api/tampilan-situs'] as [string, string]
    const { getSiteLook } = await import('@/modules/site-look/site-look.service')
    const { getPublicContext } = await import('@/lib/payload')
    const look = await getSiteLook(await getPublicContext())
    const pic = (image: (typeof look)['struktur']['gambar']) => ({ id: image!.id, alt: image!.alt })
    const json = {
      hero: look.hero.map((h, i) => ({
        ...h,
        gambar: i === 0 ? { id: created.data.id, alt: created.data.alt } : pic(h.gambar),
      })),
      slideshow: look.slideshow.map((s) => ({ gambar: pic(s.gambar) })),
      pengurus: look.pengurus.map((p) => ({ ...p, foto: pic(p.foto) })),
      struktur: { ...look.struktur, gambar: pic(look.struktur.gambar) },
      sosial: look.sosial,
      pengumuman: look.pengumuman,
    }
    await checked(tampilanSitus.PUT, put, '/api/tampilan-situs', { token, json })
    await checked(tampilanSitus.PUT, put, '/api/tampilan-situs', { token, json: { hero: 1 } })
  })

  it('tingkat bagi hasil and kebijakan privasi: read, saved, refused', async () => {
    const { shiftBulan, wibMonth } = await import('@/modules/bagi-hasil/bagi-hasil.rules')
    const rates = ['put', '/api/tingkat-bagi-hasil'] as [string, string]
    const bulan = shiftBulan(wibMonth(new Date()).bulan, -1)
    await checked(tingkatBagiHasil.PUT, rates, '/api/tingkat-bagi-hasil', {
      token,
      json: { bulan, baris: [] },
    })
    await checked(tingkatBagiHasil.PUT, rates, '/api/tingkat-bagi-hasil', {
      token,
      json: { bulan: 'kemarin', baris: [] },
    })
    await checked(
      tingkatBagiHasil.GET,
      ['get', '/api/tingkat-bagi-hasil'],
      '/api/tingkat-bagi-hasil',
    )
    const notice = ['post', '/api/kebijakan-privasi'] as [string, string]
    await checked(kebijakanPrivasi.GET, ['get', '/api/kebijakan-privasi'], '/api/kebijakan-privasi')
    await checked(kebijakanPrivasi.POST, notice, '/api/kebijakan-privasi', {
      token,
      json: { isi: 'Kebijakan privasi uji kontrak.', catatan: '' },
    })
    await checked(kebijakanPrivasi.POST, notice, '/api/kebijakan-privasi', {
      token,
      json: { isi: '' },
    })
  })

  it('each documented call was made and gave its documented success answer', () => {
    for (const [docPath, item] of Object.entries(doc.paths)) {
      if (docPath === '/api/openapi.json' || docPath === '/api/docs') continue
      for (const [method, op] of Object.entries(item)) {
        if (method === 'parameters') continue
        const success = Object.keys(op.responses).find((s) => s.startsWith('2'))
        expect(exercised, `${method} ${docPath}`).toContain(`${method} ${docPath} ${success}`)
      }
    }
    // The error shape was checked on real refusals of each kind, not only described.
    for (const status of [400, 401, 403, 404, 413]) {
      expect(
        [...exercised].some((e) => e.endsWith(` ${status}`)),
        String(status),
      ).toBe(true)
    }
  })
})
