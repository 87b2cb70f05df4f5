import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

import {
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
} from '@aws-sdk/client-s3'
import S3rver from 's3rver'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { LAPORAN_MESSAGES } from '@/modules/laporan/laporan.rules'

import { expectRejected } from '../helpers/expect-rejection'
import { asUpload, makeImage, makePdf } from '../helpers/files'
import { startTestPayload, type TestPayload } from '../helpers/test-payload'

// A real S3-protocol server on loopback; the app talks to it through @payloadcms/storage-s3.
const BUCKET = 'bprs-uji'
const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }
let server: S3rver
let s3: S3Client
let storeDir: string
let t: TestPayload
// A fresh context per call: Payload and its plugins keep per-request state in it.
const system = () => ({ overrideAccess: true, context: { disableRevalidate: true } }) as const

beforeAll(async () => {
  storeDir = await mkdtemp(path.join(tmpdir(), 'bprs-s3-'))
  server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: storeDir,
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
  t = await startTestPayload()
})

afterAll(async () => {
  await t?.close()
  await server?.close()
  await rm(storeDir, { recursive: true, force: true })
})

const exists = (Key: string) =>
  s3.send(new HeadObjectCommand({ Bucket: BUCKET, Key })).then(
    () => true,
    () => false,
  )

describe('S3-compatible storage', () => {
  it('round-trips an upload: stored in the bucket, not on disk, removed with its record', async () => {
    const pdf = makePdf()
    const doc = await t.payload.create({
      collection: 'laporan',
      data: { judul: 'Laporan S3', tanggal: '2026-02-01', jenis: 'Publikasi' },
      file: asUpload(pdf, 'laporan-s3.pdf'),
      ...system(),
    })
    const key = doc.filename!
    expect(key).toMatch(/^laporan-s3-[0-9a-f]{8}\.pdf$/)
    const object = await s3.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }))
    expect(Buffer.from(await object.Body!.transformToByteArray())).toEqual(pdf)
    expect(await t.listMedia()).toEqual([])

    await t.payload.delete({ collection: 'laporan', id: doc.id, ...system() })
    expect(await exists(key)).toBe(false)
  })

  it('stores image renditions in the bucket too', async () => {
    const doc = await t.payload.create({
      collection: 'produk',
      data: { judul: 'Produk S3', subJudul: 'Uji', deskripsi: 'Uji.' },
      file: asUpload(await makeImage('png', 1280, 720), 'produk-s3.png'),
      ...system(),
    })
    const stem = doc.filename!.replace(/\.png$/, '')
    const stored = [doc.filename!, `${stem}-640x360.webp`, `${stem}-1280x720.webp`]
    expect(doc.sizes?.card?.filename).toBe(stored[1])
    expect(doc.sizes?.large?.filename).toBe(stored[2])
    for (const key of stored) expect(await exists(key), key).toBe(true)
    expect(await t.listMedia()).toEqual([])
    await t.payload.delete({ collection: 'produk', id: doc.id, ...system() })
    for (const key of stored) expect(await exists(key), key).toBe(false)
  })

  it('leaves the bucket untouched when an upload is refused', async () => {
    await expectRejected(
      t.payload.create({
        collection: 'laporan',
        data: { judul: 'Palsu', tanggal: '2026-02-01', jenis: 'Publikasi' },
        file: asUpload(await makeImage('png'), 'palsu.pdf'),
        ...system(),
      }),
      LAPORAN_MESSAGES.fileType,
    )
    expect(await exists('palsu.pdf')).toBe(false)
  })
})

describe('stored file names in the bucket', () => {
  it('come from the record, never from the client, through /api and /cms-api', async () => {
    // Imported once the environment names the bucket: the app reads it when first loaded.
    const login = await import('@/app/api/auth/login/route')
    const { call } = await import('../helpers/api-client')
    const { expectServerMadeNames, uploadUnderClientNames } =
      await import('../helpers/stored-names')
    const signedIn = await call(login.POST, '/api/auth/login', {
      method: 'POST',
      json: { username: 'admin', password: 'rahasia-uji-123' },
    })
    const uploads = await uploadUnderClientNames(signedIn.data.token)
    const { Contents = [] } = await s3.send(new ListObjectsV2Command({ Bucket: BUCKET }))
    expectServerMadeNames(
      uploads,
      Contents.map((object) => object.Key ?? ''),
    )
    expect(await t.listMedia()).toEqual([])
  })
})
