import { readFile, rm, utimes } from 'node:fs/promises'
import path from 'node:path'

import sharp from 'sharp'
import { afterAll, beforeAll, expect, it, vi } from 'vitest'

import { backfillLaporanPreviews } from '@/modules/laporan/laporan.backfill'
import { toLaporanDto } from '@/modules/laporan/laporan.service'
import { sweepOrphans } from '@/modules/storage/orphan-sweep'
import { renderPdfPreview } from '@/modules/storage/pdf-preview/pdf-preview'
import { prepareUpload } from '@/modules/storage/prepare-upload'
import { isServedFile } from '@/modules/storage/served-file'
import { STAGED_UPLOAD, storeUpload, writeWithUpload } from '@/modules/storage/stored-upload'
import type { Laporan } from '@/payload-types'

import { asUpload } from '../helpers/files'
import { startTestPayload, type TestPayload } from '../helpers/test-payload'

let t: TestPayload

beforeAll(async () => {
  t = await startTestPayload()
})
afterAll(async () => {
  await t?.close()
})

const system = () => ({ overrideAccess: true, context: { disableRevalidate: true } }) as const

const NORMAL = () => readFile(path.join(process.cwd(), 'tests/fixtures/sample.pdf'))
// Two pages (the demo annual report says 'Halaman 1 dari 2' at its foot).
const MULTI_PAGE = () =>
  readFile(path.join(process.cwd(), 'src/seed/files/laporan-tahunan-2024.pdf'))
// Passes the upload's PDF check (header, xref and %%EOF at the end), yet no reader can open it.
const BROKEN = Buffer.from(
  '%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 9 0 R >>\nendobj\n' +
    '\u0000\u0001garbled\u00ff stream without end\n' +
    'xref\n0 2\n0000000000 65535 f \nnot-an-offset 00000 n \n' +
    'trailer << /Size 2 /Root 7 0 R >>\nstartxref\n999999\n%%EOF\n',
  'latin1',
)

const createLaporan = async (data: Buffer, judul: string) =>
  t.payload.create({
    collection: 'laporan',
    data: { judul, tanggal: '2026-03-01T00:00:00.000Z', jenis: 'Publikasi' },
    file: asUpload(data, `${judul}.pdf`),
    ...system(),
  })

const mediaFile = (name: string) => path.join(t.mediaDir, 'laporan', name)

async function expectPreviews(doc: Laporan) {
  for (const [name, width] of [
    ['thumb', 320],
    ['card', 640],
  ] as const) {
    const size = doc.sizes?.[name]
    expect(size?.filename).toMatch(new RegExp(`-${width}x\\d+\\.webp$`))
    expect(size?.width).toBe(width)
    expect(size?.mimeType).toBe('image/webp')
    // A real WebP image of that width, as stored.
    const meta = await sharp(await readFile(mediaFile(size!.filename!))).metadata()
    expect(meta.format).toBe('webp')
    expect(meta.width).toBe(width)
    expect(meta.height).toBe(size?.height)
    // A portrait page: taller than wide.
    expect(meta.height).toBeGreaterThan(width)
    expect(await isServedFile(t.payload, 'laporan', size!.filename!)).toBe(true)
  }
}

it('a normal PDF gets its first page as 320 and 640 px WebP previews and its page count', async () => {
  const doc = await createLaporan(await NORMAL(), 'pratinjau-normal')
  expect(doc.halaman).toBe(1)
  await expectPreviews(doc)
  const dto = toLaporanDto(doc)
  expect(dto.halaman).toBe(1)
  expect(dto.pratinjau).toEqual({
    thumb: doc.sizes?.thumb?.url,
    card: doc.sizes?.card?.url,
    width: 640,
    height: doc.sizes?.card?.height,
  })
  expect(dto.pratinjau?.card).toMatch(/^\/media\/laporan\/.*-640x\d+\.webp$|\/laporan\/file\//)
})

it('a multi-page PDF counts every page and previews page 1', async () => {
  const doc = await createLaporan(await MULTI_PAGE(), 'pratinjau-banyak')
  expect(doc.halaman).toBe(2)
  await expectPreviews(doc)
})

it('a PDF that cannot be rendered still uploads, with no preview and no page count', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  const doc = await createLaporan(BROKEN, 'pratinjau-rusak')
  warn.mockRestore()
  expect(doc.filename).toMatch(/\.pdf$/)
  expect(doc.halaman).toBe(0)
  expect(doc.sizes?.thumb?.filename ?? null).toBeNull()
  expect(doc.sizes?.card?.filename ?? null).toBeNull()
  const dto = toLaporanDto(doc)
  expect(dto.pratinjau).toBeNull()
  expect(dto.halaman).toBeNull()
  expect(dto.fileUrl).toBeTruthy()
  const files = (await t.listMedia()).filter((f) => f.includes('pratinjau-rusak'))
  expect(files).toHaveLength(1)
})

it('a render over its time limit is stopped, and the upload still succeeds without a preview', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  const started = Date.now()
  const direct = await renderPdfPreview(await MULTI_PAGE(), { timeoutMs: 1 })
  expect(direct).toEqual({ pages: 0, images: [] })
  expect(Date.now() - started).toBeLessThan(2000)
  expect(warn).toHaveBeenCalledWith(expect.stringContaining('stopped after 1 ms'))

  const prepared = await prepareUpload(
    'laporan',
    asUpload(await MULTI_PAGE(), 'lambat.pdf'),
    { judul: 'Uji' },
    {
      pdf: { timeoutMs: 1 },
    },
  )
  warn.mockRestore()
  expect(prepared.blobs).toHaveLength(1)
  const staged = await storeUpload('laporan', prepared)
  const doc = await t.payload.create({
    collection: 'laporan',
    data: { judul: 'Lambat', tanggal: '2026-03-01T00:00:00.000Z', jenis: 'Tahunan' },
    ...system(),
    context: { ...system().context, [STAGED_UPLOAD]: staged },
  })
  expect(doc.filename).toBe(prepared.fields.filename)
  expect(toLaporanDto(doc).pratinjau).toBeNull()

  // The next render is not held up by the stopped one.
  expect((await renderPdfPreview(await NORMAL())).images).toHaveLength(2)
})

it('replacing, deleting and the orphan sweep treat the previews as the report’s own files', async () => {
  const doc = await createLaporan(await NORMAL(), 'pratinjau-ganti')
  const before = [doc.filename!, doc.sizes!.thumb!.filename!, doc.sizes!.card!.filename!]

  // The sweep never removes a preview a record uses, however old.
  const old = new Date(Date.now() - 2 * 60 * 60 * 1000)
  await Promise.all(before.map((f) => utimes(mediaFile(f), old, old)))
  const swept = await sweepOrphans(t.payload)
  expect(swept.filter((key) => before.some((f) => key.endsWith(f)))).toEqual([])

  // As the services replace a file: stored first, the replaced files removed after the commit.
  const replaced = await writeWithUpload(
    'laporan',
    asUpload(await MULTI_PAGE(), 'pratinjau-ganti-baru.pdf'),
    doc,
    (context) =>
      t.payload.update({
        collection: 'laporan',
        id: doc.id,
        data: {},
        ...system(),
        context: { ...system().context, ...context },
      }),
    doc.id,
  )
  expect(replaced.halaman).toBe(2)
  await expectPreviews(replaced)
  const media = await t.listMedia()
  for (const f of before) expect(media).not.toContain(`laporan/${f}`)

  const after = [
    replaced.filename!,
    replaced.sizes!.thumb!.filename!,
    replaced.sizes!.card!.filename!,
  ]
  await t.payload.delete({ collection: 'laporan', id: doc.id, ...system() })
  const left = await t.listMedia()
  for (const f of after) expect(left).not.toContain(`laporan/${f}`)
})

it('the start-up backfill gives older reports their previews, once', async () => {
  const doc = await createLaporan(await MULTI_PAGE(), 'pratinjau-lama')
  // As a report stored before previews existed: no page count, no previews.
  for (const f of [doc.sizes!.thumb!.filename!, doc.sizes!.card!.filename!]) {
    await rm(mediaFile(f))
  }
  const empty = { filename: null, filesize: null, width: null, height: null, mimeType: null }
  await t.payload.update({
    collection: 'laporan',
    id: doc.id,
    data: { halaman: null, sizes: { thumb: empty, card: empty } },
    ...system(),
  })

  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  expect(await backfillLaporanPreviews(t.payload)).toBeGreaterThanOrEqual(1)
  warn.mockRestore()
  const filled = await t.payload.findByID({ collection: 'laporan', id: doc.id, ...system() })
  expect(filled.halaman).toBe(2)
  expect(filled.filename).toBe(doc.filename)
  await expectPreviews(filled)

  // Done once: nothing is left without a page count.
  expect(await backfillLaporanPreviews(t.payload)).toBe(0)
})
