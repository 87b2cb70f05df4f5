import { spawn } from 'node:child_process'
import { once } from 'node:events'

import { afterAll, beforeAll, expect, it } from 'vitest'

import { FAULT_MESSAGES } from '@/lib/faults'

import { call, file } from '../helpers/api-client'
import { makePdf } from '../helpers/files'
import { privatePostgres } from '../helpers/private-postgres'
import { startTestPayload, type TestPayload } from '../helpers/test-payload'

const onPostgres = process.env.TEST_DB === 'postgres'
// Its own cluster on one of this suite's ports: the shared server is never frozen or stopped.
const cluster = onPostgres ? privatePostgres(3161) : undefined
let t: TestPayload
// Imported once the database is chosen: the configuration reads DATABASE_URL when first loaded.
let loginRoute: typeof import('@/app/api/auth/login/route')
let refresh: typeof import('@/app/api/auth/refresh/route')
let laporan: typeof import('@/app/api/laporan/route')
let readyz: typeof import('@/app/readyz/route')
let cmsApi: typeof import('@/app/(payload)/cms-api/[...slug]/route')

beforeAll(async () => {
  if (cluster) {
    await cluster.start()
    process.env.DATABASE_URL = cluster.url
  }
  t = await startTestPayload()
  loginRoute = await import('@/app/api/auth/login/route')
  refresh = await import('@/app/api/auth/refresh/route')
  laporan = await import('@/app/api/laporan/route')
  readyz = await import('@/app/readyz/route')
  cmsApi = await import('@/app/(payload)/cms-api/[...slug]/route')
})
afterAll(async () => {
  await t?.close()
  await cluster?.destroy()
})

const signIn = () =>
  call(loginRoute.POST, '/api/auth/login', {
    method: 'POST',
    json: { username: 'admin', password: 'rahasia-uji-123' },
  })
const create = (token: string, judul: string) =>
  call(laporan.POST, '/api/laporan', {
    method: 'POST',
    token,
    form: { judul, tanggal: '2026-01-31', jenis: 'Tahunan', file: file(makePdf(), 'l.pdf') },
  })
const unavailable = { status: 503, data: { error: FAULT_MESSAGES.database } }
const judulList = async () =>
  (await call(laporan.GET, '')).data.map((l: { judul: string }) => l.judul).sort()

if (onPostgres) {
  it('answers 503 while PostgreSQL is frozen (never 401), and recovers when it returns', async () => {
    const token = (await signIn()).data.token
    const before = await create(token, 'Sebelum beku')
    expect(before.status).toBe(201)
    const fileUrl = new URL(before.data.fileUrl, 'http://x').pathname
    const cmsFile = () =>
      call(cmsApi.GET, fileUrl, { params: { slug: fileUrl.split('/').slice(2) } })
    expect((await cmsFile()).status).toBe(200)

    cluster!.freeze()
    try {
      // Each of these answers while the database is still frozen.
      const ready = await readyz.GET()
      expect(ready.status).toBe(503)
      expect(await call(refresh.POST, '', { method: 'POST', token })).toMatchObject(unavailable)
      expect(await signIn()).toMatchObject(unavailable)
      expect(await call(laporan.GET, '')).toMatchObject(unavailable)
      expect(await create(token, 'Saat beku')).toMatchObject(unavailable)
      // Payload's REST too: a file is served only while its record exists, which needs the database.
      expect(await cmsFile()).toMatchObject({
        status: 503,
        data: { errors: [{ message: FAULT_MESSAGES.database }] },
      })
    } finally {
      cluster!.thaw()
    }

    // Recovery without a restart: the same session and the same instance work again.
    await expect.poll(async () => (await readyz.GET()).status, { timeout: 15_000 }).toBe(200)
    expect((await call(refresh.POST, '', { method: 'POST', token })).status).toBe(200)
    expect((await create(token, 'Sesudah beku')).status).toBe(201)
    expect(await judulList()).toEqual(['Sebelum beku', 'Sesudah beku'])
    // The refused upload left no file behind.
    expect(await t.listMedia()).toHaveLength(2)
  }, 60_000)

  it('keeps every acknowledged write through kill -9 of PostgreSQL, and reconnects', async () => {
    const token = (await signIn()).data.token
    const before = await judulList()
    const acknowledged: string[] = []
    for (const n of [1, 2, 3]) {
      const res = await create(token, `Tercatat ${n}`)
      expect(res.status).toBe(201)
      acknowledged.push(res.data.judul)
    }
    await cluster!.crash()
    expect(await call(laporan.GET, '')).toMatchObject(unavailable)
    expect(await call(refresh.POST, '', { method: 'POST', token })).toMatchObject(unavailable)

    await cluster!.start()
    await expect.poll(async () => (await readyz.GET()).status, { timeout: 15_000 }).toBe(200)
    expect(await judulList()).toEqual([...before, ...acknowledged].sort())
    expect((await call(refresh.POST, '', { method: 'POST', token })).status).toBe(200)
  }, 60_000)
} else {
  // Takes the write lock, says so, and holds it until its stdin closes.
  const HOLD_LOCK = `
    const db = new (require('node:sqlite').DatabaseSync)(process.argv[1])
    db.exec('BEGIN EXCLUSIVE')
    process.stdout.write('locked\\n')
    process.stdin.resume().on('end', () => { db.exec('ROLLBACK'); db.close() })`

  it('answers 503 while another process holds the SQLite file locked, and recovers', async () => {
    const token = (await signIn()).data.token
    expect((await create(token, 'Sebelum terkunci')).status).toBe(201)

    // Another process: SQLite's file locks do not stop a second connection in the same one.
    const other = spawn(process.execPath, ['-e', HOLD_LOCK, process.env.SQLITE_PATH ?? ''], {
      stdio: ['pipe', 'pipe', 'inherit'],
    })
    await once(other.stdout!, 'data')
    try {
      expect(await create(token, 'Saat terkunci')).toMatchObject(unavailable)
      // Reading goes on beside the lock (WAL), so the public site keeps working.
      expect(await judulList()).toEqual(['Sebelum terkunci'])
    } finally {
      other.stdin!.end()
      await once(other, 'exit')
    }
    expect((await create(token, 'Sesudah terkunci')).status).toBe(201)
    expect(await judulList()).toEqual(['Sebelum terkunci', 'Sesudah terkunci'])
    expect(await t.listMedia()).toHaveLength(2)
  }, 60_000)
}
