import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3'
import pg from 'pg'
import { afterAll, beforeAll, expect, it } from 'vitest'

import { FAULT_MESSAGES } from '@/lib/faults'
import { SITE_IMAGES } from '@/modules/site-look/site-look.rules'

import { call, file } from '../helpers/api-client'
import { makePdf } from '../helpers/files'
import { startTestPayload, type TestPayload } from '../helpers/test-payload'

// s3rver in a child process on one of this suite's ports, so the test can pause it (SIGSTOP):
// connections are accepted, nothing is answered, as with a hung object store.
// Each database's run of this file has a port of its own: the two projects may run at once.
const PORT = process.env.TEST_DB === 'postgres' ? 3164 : 3163
const BUCKET = 'bprs-uji'
const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }
const SERVER = `
  const S3rver = require('s3rver')
  new S3rver({ address: '127.0.0.1', port: ${PORT}, silent: true, directory: process.argv[1],
    configureBuckets: [{ name: '${BUCKET}', configs: [] }] }).run().then(() => console.log('ready'))`

let store: ChildProcess
let storeDir: string
let s3: S3Client
let t: TestPayload
let token: string
// Imported once S3 is configured: the environment is read when the app's modules first load.
let routes: {
  login: typeof import('@/app/api/auth/login/route')
  laporan: typeof import('@/app/api/laporan/route')
  laporanItem: typeof import('@/app/api/laporan/[id]/route')
  readyz: typeof import('@/app/readyz/route')
  sweep: typeof import('@/modules/storage/orphan-sweep')
  cmsApi: typeof import('@/app/(payload)/cms-api/[...slug]/route')
}

beforeAll(async () => {
  storeDir = await mkdtemp(path.join(tmpdir(), 'bprs-s3-'))
  store = spawn(process.execPath, ['-e', SERVER, storeDir], {
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  await once(store.stdout!, 'data')
  const endpoint = `http://127.0.0.1:${PORT}`
  Object.assign(process.env, {
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: endpoint,
    S3_FORCE_PATH_STYLE: 'true',
    S3_ACCESS_KEY_ID: credentials.accessKeyId,
    S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
  })
  s3 = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials })
  t = await startTestPayload()
  routes = {
    login: await import('@/app/api/auth/login/route'),
    laporan: await import('@/app/api/laporan/route'),
    laporanItem: await import('@/app/api/laporan/[id]/route'),
    readyz: await import('@/app/readyz/route'),
    sweep: await import('@/modules/storage/orphan-sweep'),
    cmsApi: await import('@/app/(payload)/cms-api/[...slug]/route'),
  }
  const res = await call(routes.login.POST, '', {
    method: 'POST',
    json: { username: 'admin', password: 'rahasia-uji-123' },
  })
  token = res.data.token
})
afterAll(async () => {
  await t?.close()
  if (store?.exitCode === null) {
    store.kill('SIGCONT')
    store.kill('SIGKILL')
  }
  await rm(storeDir, { recursive: true, force: true })
})

const form = (judul: string) => ({
  judul,
  tanggal: '2026-02-28',
  jenis: 'Transparansi',
  file: file(makePdf(), `${judul}.pdf`, 'application/pdf'),
})
/** PostgreSQL connections of this database sitting in an open transaction. */
async function openTransactions(): Promise<number> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await client.connect()
  try {
    const { rows } = await client.query(
      `SELECT count(*)::int AS n FROM pg_stat_activity
       WHERE datname = current_database() AND state LIKE 'idle in transaction%'`,
    )
    return rows[0].n
  } finally {
    await client.end()
  }
}
/** The stored objects, the site's own pictures (stored at every start) aside. */
const keys = async () =>
  ((await s3.send(new ListObjectsV2Command({ Bucket: BUCKET }))).Contents ?? [])
    .map((o) => o.Key)
    .filter((key) => !key?.startsWith(`${SITE_IMAGES}-`))
    .sort()

it('answers 503 while the object store hangs, keeps the site and database free, commits nothing', async () => {
  const created = await call(routes.laporan.POST, '', { method: 'POST', token, form: form('awal') })
  expect(created.status).toBe(201)
  const id = created.data._id

  store.kill('SIGSTOP')
  try {
    const upload = call(routes.laporan.POST, '', { method: 'POST', token, form: form('beku') })
    const replace = call(routes.laporanItem.PATCH, '', {
      method: 'PATCH',
      token,
      params: { id },
      form: form('ganti'),
    })
    // Payload's own REST (the /cms panel) stores its file before its transaction opens too.
    const viaCms = call(routes.cmsApi.POST, '/cms-api/laporan', {
      method: 'POST',
      token,
      params: { slug: ['laporan'] },
      form: {
        _payload: JSON.stringify({ judul: 'panel', tanggal: '2026-02-28', jenis: 'Tahunan' }),
        file: file(makePdf(), 'panel.pdf', 'application/pdf'),
      },
    })
    // While all three wait for the store (5 s before its client gives up), no database
    // connection is held for them.
    if (process.env.TEST_DB === 'postgres') {
      await new Promise((resolve) => setTimeout(resolve, 1000))
      expect(await openTransactions()).toBe(0)
    }
    expect((await routes.readyz.GET()).status).toBe(200)
    expect((await call(routes.laporan.GET, '')).data).toHaveLength(1)
    const refused = { status: 503, data: { error: FAULT_MESSAGES.storage } }
    expect(await upload).toMatchObject(refused)
    expect(await replace).toMatchObject(refused)
    expect(await viaCms).toMatchObject({
      status: 503,
      data: { errors: [{ message: FAULT_MESSAGES.storage }] },
    })
    expect((await call(routes.laporanItem.GET, '', { params: { id } })).data).toEqual(created.data)
  } finally {
    store.kill('SIGCONT')
  }

  // The store may still take in what the client gave up on, for a while after it resumes; no
  // record uses it, so the sweep removes it, and the report's own file stays.
  const own = created.data.fileUrl.split('/').pop()
  await expect
    .poll(
      async () => {
        await routes.sweep.sweepOrphans(t.payload, 0)
        return keys()
      },
      { timeout: 20_000 },
    )
    .toEqual([own])
  expect((await call(routes.laporan.GET, '')).data.map((l: { judul: string }) => l.judul)).toEqual([
    'awal',
  ])

  // Recovery without a restart.
  const again = await call(routes.laporan.POST, '', { method: 'POST', token, form: form('lagi') })
  expect(again.status).toBe(201)
}, 90_000)
