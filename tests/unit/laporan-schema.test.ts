import type { CollectionBeforeOperationHook, Validate } from 'payload'
import { describe, expect, it } from 'vitest'

import { contentCollections } from '@/collections/content-collection'
import { fileField } from '@/modules/admin/lib/file-rules'
import { parseInput } from '@/lib/parse-input'
import { LAPORAN_FILE } from '@/modules/laporan/laporan.rules'
import { laporanInputSchema } from '@/modules/laporan/laporan.schema'
import { prepareUpload } from '@/modules/storage/prepare-upload'

const Laporan = contentCollections().find((c) => c.slug === 'laporan')!

// SPEC 5, "Report form", copied word for word: a change on either side must break this file.
const REQUIRED = 'Mohon isi semua field dan unggah file PDF.'
const NOT_PDF = 'File harus berupa PDF.'
const TOO_BIG = 'Ukuran file maksimal 2MB.'
const TWO_MB = 2 * 1024 * 1024

const valid = {
  judul: 'Laporan Publikasi Triwulan I 2026',
  tanggal: '2026-03-31',
  jenis: 'Publikasi',
}

/** What the admin sees: the first message of each field (zodResolver), each text once. */
const messages = (input: unknown) => {
  const result = laporanInputSchema.safeParse(input)
  if (result.success) return []
  const first = new Map<string, string>()
  for (const issue of result.error.issues) {
    const path = issue.path.join('.')
    if (!first.has(path)) first.set(path, issue.message)
  }
  return [...new Set(first.values())]
}

// The admin form's check of the file (laporan-form.tsx): required on add and edit.
const formFile = fileField(LAPORAN_FILE)
const fileMessages = (file: File | null) => {
  const result = formFile.safeParse(file)
  return result.success ? [] : result.error.issues.map((i) => i.message)
}

/** A PDF the server accepts: header, then an xref and end marker near the end, `size` bytes long. */
function pdf(size = 64): Buffer {
  const head = Buffer.from('%PDF-1.4\n')
  const tail = Buffer.from('\nxref\n0 1\ntrailer\n<<>>\nstartxref\n0\n%%EOF\n')
  const body = Buffer.alloc(Math.max(0, size - head.length - tail.length), 0x20)
  return Buffer.concat([head, body, tail])
}
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex')

const upload = (data: Buffer, name = 'laporan.pdf') => ({ data, name, size: data.length })

const fieldValidate = (name: string) => {
  const field = Laporan.fields.find((f) => 'name' in f && f.name === name)
  return (field as { validate: Validate }).validate
}

describe('the report form (laporanInputSchema, used by the admin form and the API)', () => {
  it('accepts a complete report', () => {
    expect(messages(valid)).toEqual([])
  })

  it.each([
    ['judul is empty', { ...valid, judul: '' }],
    ['judul is only spaces', { ...valid, judul: '   ' }],
    ['judul is missing', { tanggal: valid.tanggal, jenis: valid.jenis }],
    ['tanggal is empty', { ...valid, tanggal: '' }],
    ['tanggal is missing', { judul: valid.judul, jenis: valid.jenis }],
    ['nothing is filled', {}],
  ])('asks for every field when %s', (_, input) => {
    expect(messages(input)).toEqual([REQUIRED])
  })

  it('answers the API with the same text as a 400', () => {
    expect(() => parseInput(laporanInputSchema, { ...valid, judul: '' })).toThrow(
      expect.objectContaining({ status: 400, message: REQUIRED }),
    )
  })

  it('defaults the type to Transparansi', () => {
    expect(laporanInputSchema.parse({ ...valid, jenis: '' }).jenis).toBe('Transparansi')
    expect(laporanInputSchema.parse({ judul: valid.judul, tanggal: valid.tanggal }).jenis).toBe(
      'Transparansi',
    )
  })

  it('takes the three types of SPEC 3 and nothing else', () => {
    for (const jenis of ['Transparansi', 'Publikasi', 'Tahunan']) {
      expect(messages({ ...valid, jenis })).toEqual([])
    }
    expect(messages({ ...valid, jenis: 'Bulanan' })).toHaveLength(1)
  })
})

describe('the PDF chosen in the admin form', () => {
  it('is required, on edit as on add', () => {
    expect(fileMessages(null)).toEqual([REQUIRED])
  })

  it('must be a PDF', () => {
    expect(fileMessages(new File(['x'], 'laporan.docx', { type: 'application/msword' }))).toEqual([
      NOT_PDF,
    ])
  })

  it('must be at most 2 MB', () => {
    const big = new File([new Uint8Array(TWO_MB + 1)], 'laporan.pdf', { type: 'application/pdf' })
    expect(fileMessages(big)).toEqual([TOO_BIG])
    const limit = new File([new Uint8Array(TWO_MB)], 'laporan.pdf', { type: 'application/pdf' })
    expect(fileMessages(limit)).toEqual([])
  })
})

describe('the PDF judged by the server (prepareUpload)', () => {
  it('accepts a PDF of exactly 2 MB', async () => {
    const { fields } = await prepareUpload('laporan', upload(pdf(TWO_MB)), { judul: 'Uji' })
    expect(fields).toMatchObject({ mimeType: 'application/pdf', filesize: TWO_MB })
  })

  it('refuses what is not a PDF, whatever its name', async () => {
    await expect(prepareUpload('laporan', upload(PNG), { judul: 'Uji' })).rejects.toMatchObject({
      data: { errors: [{ message: NOT_PDF }] },
    })
    const cut = pdf(200).subarray(0, 100)
    await expect(prepareUpload('laporan', upload(cut), { judul: 'Uji' })).rejects.toMatchObject({
      data: { errors: [{ message: NOT_PDF }] },
    })
  })

  it('refuses a PDF over 2 MB', async () => {
    await expect(
      prepareUpload('laporan', upload(pdf(TWO_MB + 1)), { judul: 'Uji' }),
    ).rejects.toMatchObject({
      data: { errors: [{ message: TOO_BIG }] },
    })
  })

  it('refuses a new report without a file', async () => {
    const hook = Laporan.hooks!.beforeOperation![0] as CollectionBeforeOperationHook
    const req = { headers: new Headers(), context: {}, file: undefined }
    await expect(
      hook({ args: { data: valid }, operation: 'create', req } as never),
    ).rejects.toMatchObject({ data: { errors: [{ message: REQUIRED, path: 'file' }] } })
  })
})

describe("the collection's own checks (/cms and the Local API)", () => {
  it('asks for judul and tanggal with the same text', () => {
    const options = {} as never
    expect(fieldValidate('judul')('', options)).toBe(REQUIRED)
    expect(fieldValidate('judul')(valid.judul, options)).toBe(true)
    expect(fieldValidate('tanggal')(null, options)).toBe(REQUIRED)
    expect(fieldValidate('tanggal')(valid.tanggal, options)).toBe(true)
  })

  it('defaults the type to Transparansi', () => {
    const jenis = Laporan.fields.find((f) => 'name' in f && f.name === 'jenis')
    expect(jenis).toMatchObject({ defaultValue: 'Transparansi' })
  })
})
