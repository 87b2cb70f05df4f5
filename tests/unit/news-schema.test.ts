import type { CollectionBeforeOperationHook, Validate } from 'payload'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

import { contentCollections } from '@/collections/content-collection'
import { parseInput } from '@/lib/parse-input'
import { fileField } from '@/modules/admin/lib/file-rules'
import { NEWS_THUMBNAIL } from '@/modules/news/news.rules'
import { newsInputSchema } from '@/modules/news/news.schema'
import { prepareUpload } from '@/modules/storage/prepare-upload'

const News = contentCollections().find((c) => c.slug === 'news')!

// SPEC 5, "News form", and SPEC 3's categories, copied word for word.
const REQUIRED = 'Semua field wajib diisi, termasuk gambar thumbnail.'
const BAD_TYPE = 'File harus berupa JPG, PNG, atau WebP.'
const TOO_BIG = 'Ukuran gambar maksimal 2MB.'
const KATEGORI = [
  'Agenda Perusahaan',
  'Investasi',
  'Tabungan',
  'Emas',
  'Keuangan',
  'Zakat & Wakaf',
  'Pengumuman',
  'Haji',
  'Umroh',
]
const TWO_MB = 2 * 1024 * 1024

const valid = {
  judul: 'Pembukaan kantor cabang baru',
  kategori: 'Pengumuman',
  kutipan: 'Kantor cabang baru melayani nasabah mulai Senin.',
  isisatu: 'Paragraf pertama.',
  isidua: 'Paragraf kedua.',
  dibuatPada: '2026-05-31',
}

/** What the admin sees: the first message of each field (zodResolver), each text once. */
const messages = (input: unknown) => {
  const result = newsInputSchema.safeParse(input)
  if (result.success) return []
  const first = new Map<string, string>()
  for (const issue of result.error.issues) {
    const path = issue.path.join('.')
    if (!first.has(path)) first.set(path, issue.message)
  }
  return [...new Set(first.values())]
}

// The admin form's check of the thumbnail (news-form.tsx): required on add, optional on edit.
const fileMessages = (file: File | null, required = true) => {
  const result = fileField(NEWS_THUMBNAIL, required).safeParse(file)
  return result.success ? [] : result.error.issues.map((i) => i.message)
}

const image = (format: 'png' | 'jpeg' | 'webp' | 'gif') =>
  sharp({ create: { width: 16, height: 9, channels: 3, background: '#0a7d4f' } })
    .toFormat(format)
    .toBuffer()
const upload = (data: Buffer, name = 'thumbnail.png') => ({ data, name, size: data.length })
const JPEG_HEAD = Buffer.from('ffd8ffe000104a464946', 'hex')

const fieldValidate = (name: string) => {
  const field = News.fields.find((f) => 'name' in f && f.name === name)
  return (field as { validate: Validate }).validate
}
const beforeOperation = News.hooks!.beforeOperation![0] as CollectionBeforeOperationHook
const noFile = () => ({ headers: new Headers(), context: {}, file: undefined })

describe('the news form (newsInputSchema, used by the admin form and the API)', () => {
  it('accepts a complete item, and one without kutipan', () => {
    expect(messages(valid)).toEqual([])
    const { kutipan: _, ...withoutKutipan } = valid
    expect(messages(withoutKutipan)).toEqual([])
    expect(messages({ ...valid, kutipan: '' })).toEqual([])
  })

  it.each(['judul', 'kategori', 'isisatu', 'isidua', 'dibuatPada'])(
    'asks for every field when %s is empty or missing',
    (field) => {
      expect(messages({ ...valid, [field]: '' })).toEqual([REQUIRED])
      const { [field as keyof typeof valid]: _, ...rest } = valid
      expect(messages(rest)).toEqual([REQUIRED])
    },
  )

  it('does not take spaces for text', () => {
    expect(messages({ ...valid, isisatu: '   ' })).toEqual([REQUIRED])
  })

  it('answers the API with the same text as a 400', () => {
    expect(() => parseInput(newsInputSchema, { ...valid, isidua: '' })).toThrow(
      expect.objectContaining({ status: 400, message: REQUIRED }),
    )
  })

  it('takes the nine categories of SPEC 3 and nothing else', () => {
    for (const kategori of KATEGORI) expect(messages({ ...valid, kategori })).toEqual([])
    expect(messages({ ...valid, kategori: 'Olahraga' })).toHaveLength(1)
  })
})

describe('the thumbnail chosen in the admin form', () => {
  it('is required when adding, not when editing', () => {
    expect(fileMessages(null, true)).toEqual([REQUIRED])
    expect(fileMessages(null, false)).toEqual([])
  })

  it('must be JPG, PNG or WebP', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp']) {
      expect(fileMessages(new File(['x'], 'a', { type }))).toEqual([])
    }
    expect(fileMessages(new File(['x'], 'a.gif', { type: 'image/gif' }))).toEqual([BAD_TYPE])
    expect(fileMessages(new File(['x'], 'a.pdf', { type: 'application/pdf' }))).toEqual([BAD_TYPE])
  })

  it('must be at most 2MB', () => {
    const big = new File([new Uint8Array(TWO_MB + 1)], 'a.jpg', { type: 'image/jpeg' })
    expect(fileMessages(big)).toEqual([TOO_BIG])
    const limit = new File([new Uint8Array(TWO_MB)], 'a.jpg', { type: 'image/jpeg' })
    expect(fileMessages(limit)).toEqual([])
  })
})

describe('the thumbnail judged by the server (prepareUpload)', () => {
  it.each(['png', 'jpeg', 'webp'] as const)('accepts a %s image', async (format) => {
    const { fields } = await prepareUpload('news', upload(await image(format)), { judul: 'Uji' })
    expect(fields.mimeType).toBe(`image/${format}`)
  })

  it('refuses other kinds, whatever their name', async () => {
    await expect(
      prepareUpload('news', upload(await image('gif')), { judul: 'Uji' }),
    ).rejects.toMatchObject({
      data: { errors: [{ message: BAD_TYPE }] },
    })
    const notImage = Buffer.from('%PDF-1.4 not an image')
    await expect(
      prepareUpload('news', upload(notImage, 'a.jpg'), { judul: 'Uji' }),
    ).rejects.toMatchObject({
      data: { errors: [{ message: BAD_TYPE }] },
    })
  })

  it('refuses an image over 2MB', async () => {
    const big = Buffer.concat([JPEG_HEAD, Buffer.alloc(TWO_MB + 1 - JPEG_HEAD.length)])
    await expect(
      prepareUpload('news', upload(big, 'a.jpg'), { judul: 'Uji' }),
    ).rejects.toMatchObject({
      data: { errors: [{ message: TOO_BIG }] },
    })
  })

  it('refuses a new item without a thumbnail', async () => {
    await expect(
      beforeOperation({ args: { data: valid }, operation: 'create', req: noFile() } as never),
    ).rejects.toMatchObject({ data: { errors: [{ message: REQUIRED, path: 'file' }] } })
  })
})

describe("the collection's own checks (/cms and the Local API)", () => {
  it.each(['judul', 'kategori', 'isisatu', 'isidua', 'dibuatPada'])(
    'asks for %s with the same text',
    (field) => {
      const options = {} as never
      expect(fieldValidate(field)('', options)).toBe(REQUIRED)
      expect(fieldValidate(field)(valid[field as keyof typeof valid], options)).toBe(true)
    },
  )

  it('leaves kutipan optional', () => {
    expect(fieldValidate('kutipan')(null, {} as never)).toBe(true)
  })
})
