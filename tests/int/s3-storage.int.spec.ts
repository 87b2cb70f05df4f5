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
// Every object write the bucket received, with the headers that would make it public.
const puts: { key: string; acl: string; grants: string[] }[] = []
type Recorder = (
  ctx: {
    method: string
    path: string
    headers: Record<string, unknown>
    get: (h: string) => string
  },
  next: () => Promise<void>,
) => Promise<void>
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
  // s3rver is a Koa app: a first middleware sees every request as it arrived.
  ;(server as unknown as { middleware: Recorder[] }).middleware.unshift(async (ctx, next) => {
    if (ctx.method === 'PUT')
      puts.push({
        key: decodeURIComponent(ctx.path.replace(`/${BUCKET}/`, '')),
        acl: ctx.get('x-amz-acl'),
        grants: Object.keys(ctx.headers).filter((name) => name.startsWith('x-amz-grant')),
      })
    await next()
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

describe('case attachments in the bucket', () => {
  it('are private objects: a complaint’s and a report’s files, read only by who may read the case', async () => {
    // Imported once the environment names the bucket, as above.
    const { call } = await import('../helpers/api-client')
    const login = await import('@/app/api/auth/login/route')
    const cmsApi = await import('@/app/(payload)/cms-api/[...slug]/route')
    const staffFile =
      await import('@/app/(frontend)/admin/(panel)/pengaduan/[id]/lampiran/[index]/route')
    const officerFile =
      await import('@/app/(frontend)/admin/(panel)/wbs/[id]/lampiran/[index]/route')
    const { submitPengaduan } = await import('@/modules/pengaduan/pengaduan.submit')
    const { submitWhistleblowing } = await import('@/modules/whistleblowing/whistleblowing.submit')
    const { complaintForm, nextAddress } = await import('../helpers/pengaduan')
    const { reportForm } = await import('../helpers/whistleblowing')
    const password = 'petugas-s3-rahasia-1'
    await t.payload.create({
      collection: 'users',
      data: { username: 'petugas-s3', password, active: true, petugasWhistleblowing: true },
      ...system(),
    })
    const signIn = async (username: string, secret: string) =>
      (
        await call(login.POST, '/api/auth/login', {
          method: 'POST',
          json: { username, password: secret },
          headers: { 'X-Forwarded-For': `10.7.0.${username.length}` },
        })
      ).data.token as string
    const adminToken = await signIn('admin', 'rahasia-uji-123')
    const officerToken = await signIn('petugas-s3', password)

    const complaintPdf = makePdf()
    const complaint = await submitPengaduan(
      t.payload,
      complaintForm({}, [{ name: 'bukti.pdf', bytes: complaintPdf }]),
      { address: nextAddress() },
    )
    const evidence = makePdf(20_000)
    const report = await submitWhistleblowing(
      t.payload,
      reportForm({}, [{ name: 'bukti-wbs.pdf', bytes: evidence }]),
      { address: nextAddress() },
    )
    if (!complaint.ok || !report.ok) throw new Error('a case was refused')
    const keyOf = async (collection: 'pengaduan' | 'wbs', id: number) =>
      (await t.payload.findByID({ collection, id, ...system() })).lampiran![0].kunci
    const complaintKey = await keyOf('pengaduan', complaint.id)
    const reportKey = await keyOf('wbs', report.id)
    expect(complaintKey).toMatch(/^pengaduan-lampiran\//)
    expect(reportKey).toMatch(/^whistleblowing-lampiran\//)

    // In the bucket, written without any public-read ACL or grant, and not on the local disk.
    for (const [key, bytes] of [
      [complaintKey, complaintPdf],
      [reportKey, evidence],
    ] as const) {
      const object = await s3.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }))
      expect(Buffer.from(await object.Body!.transformToByteArray())).toEqual(bytes)
      const written = puts.filter((put) => put.key === key)
      expect(written).toHaveLength(1)
      expect(written[0].acl).toBe('')
      expect(written[0].grants).toEqual([])
    }
    expect(await t.listMedia()).toEqual([])

    // No public file route serves them: no media record holds them.
    for (const key of [complaintKey, reportKey]) {
      const name = key.split('/')[1]
      const answer = await call(cmsApi.GET, `/cms-api/media/file/${name}`, {
        params: { slug: ['media', 'file', name] },
      })
      expect(answer.status).toBe(404)
    }

    // The report's evidence: no visitor, no administrator but an officer, who gets a download.
    const path = `/admin/wbs/${report.id}/lampiran/0`
    const params = { id: String(report.id), index: '0' }
    expect((await call(officerFile.GET, path, { params })).status).toBe(401)
    expect((await call(officerFile.GET, path, { params, token: adminToken })).status).toBe(403)
    const download = await officerFile.GET(
      new Request(`http://localhost:3000${path}`, {
        headers: { Authorization: `Bearer ${officerToken}` },
      }),
      { params: Promise.resolve(params) },
    )
    expect(download.status).toBe(200)
    expect(download.headers.get('content-disposition')).toMatch(/^attachment;/)
    expect(download.headers.get('x-content-type-options')).toBe('nosniff')
    expect(Buffer.from(await download.arrayBuffer())).toEqual(evidence)

    // The complaint's attachment: administrators only.
    const staffPath = `/admin/pengaduan/${complaint.id}/lampiran/0`
    const staffParams = { id: String(complaint.id), index: '0' }
    expect((await call(staffFile.GET, staffPath, { params: staffParams })).status).toBe(401)
    const staffDownload = await call(staffFile.GET, staffPath, {
      params: staffParams,
      token: adminToken,
    })
    expect(staffDownload.status).toBe(200)
  })
})
