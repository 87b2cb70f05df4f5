import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import * as privasi from '@/app/api/kebijakan-privasi/route'
import { buildOpenApiDocument } from '@/modules/api-docs/openapi'
import { PRIVASI_MESSAGES as M } from '@/modules/privasi/privasi.rules'
import { privasiSeed } from '@/seed/data/privasi'

import { call } from '../helpers/api-client'
import { submitOk } from '../helpers/pengajuan'
import { signInAdmin } from '../helpers/sign-in'
import { startTestPayload, type TestPayload } from '../helpers/test-payload'

let t: TestPayload
let token: string

beforeAll(async () => {
  t = await startTestPayload()
  token = await signInAdmin()
})
afterAll(async () => {
  await t?.close()
})

const post = (json: unknown, withToken = true) =>
  call(privasi.POST, '/api/kebijakan-privasi', {
    method: 'POST',
    ...(withToken ? { token } : {}),
    json,
  })
const current = () => call(privasi.GET, '/api/kebijakan-privasi')
const storedInquiry = async (nomor: string) =>
  (
    await t.payload.find({
      collection: 'pengajuan',
      where: { nomor: { equals: nomor } },
      overrideAccess: true,
    })
  ).docs[0]

describe('the privacy notice, versioned', () => {
  it('starts with the shipped first version, which says what it must', async () => {
    const answer = await current()
    expect(answer.status).toBe(200)
    expect(answer.data).toMatchObject({ versi: 1, isi: privasiSeed, catatan: 'Versi pertama.' })
    for (const words of [
      '{retensiPengajuan}',
      'webhook',
      'cookie pelacak',
      'penghapusan',
      '{email}',
    ]) {
      expect(answer.data.isi).toContain(words)
    }
  })

  it('keeps with each consent the version its person agreed to', async () => {
    const before = await submitOk(t.payload)
    const saved = await post({ isi: `${privasiSeed}\n\nTambahan versi dua.`, catatan: 'Uji' })
    expect(saved.status).toBe(201)
    expect(saved.data).toMatchObject({ versi: 2, catatan: 'Uji' })
    expect((await current()).data.versi).toBe(2)
    const after = await submitOk(t.payload)

    expect((await storedInquiry(before)).versiKebijakanPrivasi).toBe(1)
    expect((await storedInquiry(after)).versiKebijakanPrivasi).toBe(2)

    // A later edit of the inquiry (its status) leaves the agreed version as it was.
    const doc = await storedInquiry(before)
    const edited = await t.payload.update({
      collection: 'pengajuan',
      id: doc.id,
      data: { status: 'dihubungi', versiKebijakanPrivasi: 2 },
      overrideAccess: true,
    })
    expect(edited.versiKebijakanPrivasi).toBe(1)

    // Version 1 is still there, unchanged, and no API may change or delete it.
    const all = await t.payload.find({ collection: 'kebijakan-privasi', sort: 'versi' })
    expect(all.docs.map((d) => [d.versi, d.isi === privasiSeed])).toEqual([
      [1, true],
      [2, false],
    ])
    await expect(
      t.payload.update({
        collection: 'kebijakan-privasi',
        id: all.docs[0].id,
        data: { isi: 'Diubah' },
        overrideAccess: false,
        user: (await t.payload.find({ collection: 'users', limit: 1 })).docs[0],
      }),
    ).rejects.toThrow()
  })

  it('refuses bad input with its own message and a 4xx', async () => {
    const { isi } = (await current()).data
    const cases: [unknown, string][] = [
      [{ isi: '   ' }, M.isiWajib],
      [{ isi: 'x'.repeat(20_001) }, M.isiPanjang],
      [{ isi: 'Teks baru', catatan: 'x'.repeat(301) }, M.catatanPanjang],
      [{ isi }, M.sama],
    ]
    for (const [json, message] of cases) {
      const answer = await post(json)
      expect(answer.status).toBeGreaterThanOrEqual(400)
      expect(answer.status).toBeLessThan(500)
      expect(answer.data.error).toBe(message)
    }
    expect((await post({ isi: 'Teks baru' }, false)).status).toBe(401)
    expect((await current()).data.versi).toBe(2)
  })

  it('is in the published contract', () => {
    const doc = buildOpenApiDocument() as { paths: Record<string, Record<string, unknown>> }
    expect(Object.keys(doc.paths['/api/kebijakan-privasi'])).toEqual(['get', 'post'])
  })
})
