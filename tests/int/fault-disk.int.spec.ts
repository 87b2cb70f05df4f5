import { readFile } from 'node:fs/promises'
import path from 'node:path'

import { afterAll, beforeAll, expect, it } from 'vitest'

import * as laporanItem from '@/app/api/laporan/[id]/route'
import * as laporan from '@/app/api/laporan/route'
import * as news from '@/app/api/news/route'
import { FAULT_MESSAGES } from '@/lib/faults'

import { call, file } from '../helpers/api-client'
import { signInAdmin } from '../helpers/sign-in'
import { makeImage, makePdf } from '../helpers/files'
import { mountSmallDisk } from '../helpers/small-disk'
import { startTestPayload, type TestPayload } from '../helpers/test-payload'

// The media folder is a real 2 MB file system that the tests fill up and turn read-only.
let t: TestPayload
let disk: ReturnType<typeof mountSmallDisk>
let token: string

beforeAll(async () => {
  disk = mountSmallDisk(process.env.MEDIA_DIR ?? '')
  t = await startTestPayload()
  token = await signInAdmin()
})
afterAll(async () => {
  disk?.unmount()
  await t?.close()
})

const uploads = async () => (await t.listMedia()).filter((f) => f !== 'filler').sort()
const pdf = (marker: string) => makePdf(200 * 1024 + marker.length)
const report = (marker: string) => ({
  judul: `Laporan ${marker}`,
  tanggal: '2026-03-31',
  jenis: 'Publikasi',
  file: file(pdf(marker), `${marker}.pdf`, 'application/pdf'),
})
const patch = (id: string, form: Record<string, string | Blob>) =>
  call(laporanItem.PATCH, '', { method: 'PATCH', token, params: { id }, form })
const fileOf = (fileUrl: string) =>
  readFile(path.join(t.mediaDir, 'laporan', decodeURIComponent(fileUrl.split('/').pop()!)))

it('keeps a report and its old PDF whole when the disk is full, and takes the new one once there is room', async () => {
  const created = await call(laporan.POST, '/api/laporan', {
    method: 'POST',
    token,
    form: report('lama'),
  })
  expect(created.status).toBe(201)
  const id = created.data._id
  const before = await uploads()

  disk.fill()
  const refused = await patch(id, report('baru'))
  expect(refused).toMatchObject({ status: 503, data: { error: FAULT_MESSAGES.storageFull } })
  const kept = await call(laporanItem.GET, '', { params: { id } })
  expect(kept.data).toEqual(created.data)
  expect(await fileOf(kept.data.fileUrl)).toEqual(pdf('lama'))
  // Nothing half-written: the old file and nothing else.
  expect(await uploads()).toEqual(before)

  const full = await call(laporan.POST, '/api/laporan', {
    method: 'POST',
    token,
    form: report('lain'),
  })
  expect(full).toMatchObject({ status: 503, data: { error: FAULT_MESSAGES.storageFull } })
  expect((await call(laporan.GET, '')).data).toHaveLength(1)

  // Recovery without a restart: room again, the same update goes through.
  disk.free()
  const updated = await patch(id, report('baru'))
  expect(updated.status).toBe(200)
  expect(await fileOf(updated.data.fileUrl)).toEqual(pdf('baru'))
  expect(await uploads()).toEqual([`laporan/${updated.data.fileUrl.split('/').pop()}`])
})

it('answers a read-only media folder with the storage message, never a file-type one', async () => {
  disk.readOnly(true)
  try {
    const res = await call(news.POST, '/api/news', {
      method: 'POST',
      token,
      form: {
        judul: 'Kabar saat disk hanya-baca',
        kategori: 'Pengumuman',
        kutipan: '',
        isisatu: 'Isi satu.',
        isidua: 'Isi dua.',
        dibuatPada: '2026-04-01',
        thumbnail: file(await makeImage('jpeg', 800, 450), 'foto.jpg', 'image/jpeg'),
      },
    })
    expect(res).toMatchObject({ status: 503, data: { error: FAULT_MESSAGES.storage } })
    expect((await call(news.GET, '')).data).toEqual([])
  } finally {
    disk.readOnly(false)
  }
  expect((await uploads()).filter((f) => f.startsWith('news/'))).toEqual([])
})
