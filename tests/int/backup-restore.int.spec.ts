import { execFile } from 'node:child_process'
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

import { DeleteObjectsCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3'
import pg from 'pg'
import S3rver from 's3rver'
import { afterAll, beforeAll, expect, it } from 'vitest'

import { asUpload, makeImage, makePdf } from '../helpers/files'
import { snapshotBucket, snapshotDatabase, snapshotFolder } from '../helpers/installation-snapshot'
import { startTestPayload, type TestPayload } from '../helpers/test-payload'

// The CLI as an operator runs it, on this file's throw-away installation: SQLite with local
// media, or PostgreSQL with uploads in a bucket of a real S3-protocol server.
const onPostgres = process.env.TEST_DB === 'postgres'
const BUCKET = 'bprs-cadangan'
const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }
const exec = promisify(execFile)

let t: TestPayload
let server: S3rver | undefined
let s3: S3Client
let work: string
let archive: string
const before: { db: Record<string, string[]>; files: Record<string, string> } = {
  db: {},
  files: {},
}

const snapshotFiles = () =>
  onPostgres ? snapshotBucket(s3, BUCKET) : snapshotFolder(process.env.MEDIA_DIR ?? '')

async function cli(
  script: string,
  args: string[],
  options: { cwd?: string; env?: Record<string, string | undefined> } = {},
) {
  try {
    const { stdout } = await exec(
      process.execPath,
      [path.resolve(`scripts/${script}.mjs`), ...args],
      {
        env: (options.env ?? process.env) as NodeJS.ProcessEnv,
        cwd: options.cwd,
      },
    )
    return { code: 0, output: stdout }
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string }
    return { code: e.code, output: `${e.stdout}${e.stderr}` }
  }
}

/** An empty installation where this one was: an empty database and no uploaded file. */
async function wipe() {
  if (onPostgres) {
    // Payload keeps its pooled connections until the worker exits, so the schema goes, not the
    // database: what is left is what a freshly created database holds.
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
    await client.connect()
    await client.query('DROP SCHEMA public CASCADE; CREATE SCHEMA public;')
    await client.end()
    const keys = Object.keys(await snapshotBucket(s3, BUCKET))
    await s3.send(
      new DeleteObjectsCommand({
        Bucket: BUCKET,
        Delete: { Objects: keys.map((Key) => ({ Key })) },
      }),
    )
  } else {
    const db = process.env.SQLITE_PATH ?? ''
    await Promise.all(['', '-wal', '-shm'].map((s) => rm(`${db}${s}`, { force: true })))
    await rm(process.env.MEDIA_DIR ?? '', { recursive: true, force: true })
  }
}

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'bprs-cadangan-'))
  if (onPostgres) {
    server = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: path.join(work, 's3'),
      configureBuckets: [{ name: BUCKET, configs: [] }],
    })
    const { port } = await server.run()
    const endpoint = `http://127.0.0.1:${port}`
    Object.assign(process.env, {
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
    })
    s3 = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials })
  }
  t = await startTestPayload()
  const system = () => ({ overrideAccess: true, context: { disableRevalidate: true } }) as const
  await t.payload.create({
    collection: 'news',
    data: {
      judul: 'Berita Cadangan',
      kategori: 'Pengumuman',
      isisatu: 'Isi pertama.',
      isidua: 'Isi kedua.',
      dibuatPada: '2026-03-01',
    },
    file: asUpload(await makeImage('png', 1280, 720), 'berita-cadangan.png'),
    ...system(),
  })
  await t.payload.create({
    collection: 'laporan',
    data: { judul: 'Laporan Cadangan', tanggal: '2026-03-02', jenis: 'Tahunan' },
    file: asUpload(makePdf(40_000), 'laporan-cadangan.pdf'),
    ...system(),
  })
  await t.payload.create({
    collection: 'produk',
    data: {
      judul: 'Produk Cadangan',
      subJudul: 'Uji',
      deskripsi: 'Uji.',
      keunggulan: [{ icon: 'bank', label: 'Aman' }],
    },
    file: asUpload(await makeImage('jpeg', 1280, 720), 'produk-cadangan.jpg'),
    ...system(),
  })
})

afterAll(async () => {
  await t?.close()
  await server?.close()
  await rm(work, { recursive: true, force: true })
})

it('writes one archive of the running installation: database and every file', async () => {
  before.db = await snapshotDatabase()
  before.files = await snapshotFiles()
  expect(before.db.news).toHaveLength(1)
  expect(Object.keys(before.files).length).toBeGreaterThanOrEqual(3)

  // Online: Payload still holds the database open while the copy is taken.
  const result = await cli('backup', ['--out', path.join(work, 'arsip')])
  expect(result.code, result.output).toBe(0)
  const archives = await readdir(path.join(work, 'arsip'))
  expect(archives).toEqual([expect.stringMatching(/^bprs-backup-.+\.tar\.gz$/)])
  archive = path.join(work, 'arsip', archives[0])
  await t.payload.destroy()
})

it('refuses to overwrite an installation that holds data, and changes nothing', async () => {
  const result = await cli('restore', [archive])
  expect(result.code).toBe(1)
  expect(result.output).toContain('Instalasi ini sudah berisi data; tidak ada yang diubah.')
  expect(await snapshotDatabase()).toEqual(before.db)
  expect(await snapshotFiles()).toEqual(before.files)
})

it('restores every record and file byte for byte onto an empty installation', async () => {
  await wipe()
  expect(await snapshotFiles()).toEqual({})
  const result = await cli('restore', [archive])
  expect(result.code, result.output).toBe(0)
  expect(await snapshotDatabase()).toEqual(before.db)
  expect(await snapshotFiles()).toEqual(before.files)
})

it('restores onto a new machine: a checkout without data/ or media/ yet', async () => {
  await wipe()
  const checkout = await mkdtemp(path.join(work, 'checkout-'))
  // The defaults of a fresh checkout: data/bprs.db and media/, relative to it; files on disk.
  const env = Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) => !['SQLITE_PATH', 'MEDIA_DIR'].includes(name) && !name.startsWith('S3_'),
    ),
  )
  const result = await cli('restore', [archive], { cwd: checkout, env })
  expect(result.code, result.output).toBe(0)
  const restored = path.join(checkout, 'data', 'bprs.db')
  expect(await snapshotDatabase(onPostgres ? undefined : restored)).toEqual(before.db)
  expect(await snapshotFolder(path.join(checkout, 'media'))).toEqual(before.files)
  // This file's own installation back as it was, for the tests that follow.
  expect((await cli('restore', [archive, '--force'])).code).toBe(0)
})

it('replaces what is there with --force, leaving nothing of it behind', async () => {
  const stray = Buffer.from('bukan bagian dari cadangan')
  if (onPostgres) {
    await s3.send(new PutObjectCommand({ Bucket: BUCKET, Key: 'news/asing.txt', Body: stray }))
  } else {
    await writeFile(path.join(process.env.MEDIA_DIR ?? '', 'news', 'asing.txt'), stray)
  }
  const result = await cli('restore', [archive, '--force'])
  expect(result.code, result.output).toBe(0)
  expect(await snapshotDatabase()).toEqual(before.db)
  expect(await snapshotFiles()).toEqual(before.files)
})

it('refuses an archive whose files do not match their checksums', async () => {
  const dir = path.join(work, 'rusak')
  await exec('mkdir', ['-p', dir])
  await exec('tar', ['-xzf', archive, '-C', dir])
  const [top] = await readdir(dir)
  const [mediaFile] = (await readdir(path.join(dir, top, 'media'), { recursive: true })).filter(
    (f) => path.extname(f),
  )
  await writeFile(path.join(dir, top, 'media', mediaFile), 'diubah')
  const tampered = path.join(work, 'rusak.tar.gz')
  await exec('tar', ['-czf', tampered, '-C', dir, top])
  await wipe()
  const result = await cli('restore', [tampered])
  expect(result.code).toBe(1)
  expect(result.output).toContain('Arsip rusak')
  expect(await snapshotFiles()).toEqual({})
})
