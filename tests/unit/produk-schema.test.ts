import type { CollectionBeforeOperationHook, Validate } from 'payload'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

import { contentCollections } from '@/collections/content-collection'
import { parseInput } from '@/lib/parse-input'
import { fileField } from '@/modules/admin/lib/file-rules'
import { PRODUK_THUMBNAIL } from '@/modules/produk/produk.rules'
import { produkInputSchema } from '@/modules/produk/produk.schema'
import { prepareUpload } from '@/modules/storage/prepare-upload'

const Produk = contentCollections().find((c) => c.slug === 'produk')!

// SPEC 5, "Product form", copied word for word. SPEC 5 gives no text for the three required
// fields nor for the seventh advantage, so those rules are checked by the field they stop.
const THUMBNAIL = 'Ukuran maksimal 1MB untuk thumbnail.'
const KEUNGGULAN_INCOMPLETE = 'Harap isi form keunggulan sebelumnya terlebih dahulu.'
const ONE_MB = 1024 * 1024

const row = (n: number) => ({ icon: 'bank', label: `Keunggulan ${n}` })
const valid = {
  judul: 'Tabungan iB Amanah',
  subJudul: 'Tabungan dengan akad wadiah',
  deskripsi: 'Simpanan yang aman dan dapat diambil kapan saja.',
  keunggulan: [row(1), row(2)],
}

/** What the admin sees: the first message of each field (zodResolver), keyed by field. */
const errors = (input: unknown) => {
  const result = produkInputSchema.safeParse(input)
  if (result.success) return {}
  const first: Record<string, string> = {}
  for (const issue of result.error.issues) first[issue.path.join('.')] ??= issue.message
  return first
}

// The admin form's check of the thumbnail (produk-form.tsx): optional on add and edit.
const fileMessages = (file: File | null) => {
  const result = fileField(PRODUK_THUMBNAIL, false).safeParse(file)
  return result.success ? [] : result.error.issues.map((i) => i.message)
}

const image = (format: 'png' | 'jpeg' | 'webp' | 'gif') =>
  sharp({ create: { width: 16, height: 9, channels: 3, background: '#0a7d4f' } })
    .toFormat(format)
    .toBuffer()
const upload = (data: Buffer, name = 'thumbnail.png') => ({ data, name, size: data.length })
const PNG_HEAD = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex')

const field = (name: string) => Produk.fields.find((f) => 'name' in f && f.name === name)
const fieldValidate = (name: string) => (field(name) as { validate: Validate }).validate

describe('the product form (produkInputSchema, used by the admin form and the API)', () => {
  it('accepts a complete product, with or without advantages', () => {
    expect(errors(valid)).toEqual({})
    expect(errors({ ...valid, keunggulan: [] })).toEqual({})
    expect(errors({ ...valid, keunggulan: undefined })).toEqual({})
  })

  it.each(['judul', 'subJudul', 'deskripsi'])('requires %s', (name) => {
    expect(Object.keys(errors({ ...valid, [name]: '' }))).toEqual([name])
    expect(Object.keys(errors({ ...valid, [name]: '  ' }))).toEqual([name])
    const { [name as keyof typeof valid]: _, ...rest } = valid
    expect(Object.keys(errors(rest))).toEqual([name])
  })

  it('takes at most 6 advantages', () => {
    const six = [1, 2, 3, 4, 5, 6].map(row)
    expect(errors({ ...valid, keunggulan: six })).toEqual({})
    expect(Object.keys(errors({ ...valid, keunggulan: [...six, row(7)] }))).toEqual(['keunggulan'])
  })

  it('asks to complete an advantage that lacks its icon or its label', () => {
    expect(errors({ ...valid, keunggulan: [row(1), { icon: '', label: 'Aman' }] })).toEqual({
      'keunggulan.1.icon': KEUNGGULAN_INCOMPLETE,
    })
    expect(errors({ ...valid, keunggulan: [row(1), { icon: null, label: 'Aman' }] })).toEqual({
      'keunggulan.1.icon': KEUNGGULAN_INCOMPLETE,
    })
    expect(errors({ ...valid, keunggulan: [{ icon: 'bank', label: ' ' }] })).toEqual({
      'keunggulan.0.label': KEUNGGULAN_INCOMPLETE,
    })
  })

  it('answers the API with the first broken rule as a 400', () => {
    const input = { ...valid, keunggulan: [{ icon: 'bank' }] }
    expect(() => parseInput(produkInputSchema, input)).toThrow(
      expect.objectContaining({ status: 400, message: KEUNGGULAN_INCOMPLETE }),
    )
  })
})

describe('the thumbnail chosen in the admin form', () => {
  it('is optional', () => {
    expect(fileMessages(null)).toEqual([])
  })

  it('must be PNG or JPEG', () => {
    expect(fileMessages(new File(['x'], 'a.png', { type: 'image/png' }))).toEqual([])
    expect(fileMessages(new File(['x'], 'a.jpg', { type: 'image/jpeg' }))).toEqual([])
    expect(fileMessages(new File(['x'], 'a.webp', { type: 'image/webp' }))).toEqual([THUMBNAIL])
    expect(fileMessages(new File(['x'], 'a.gif', { type: 'image/gif' }))).toEqual([THUMBNAIL])
  })

  it('must be at most 1MB', () => {
    const big = new File([new Uint8Array(ONE_MB + 1)], 'a.png', { type: 'image/png' })
    expect(fileMessages(big)).toEqual([THUMBNAIL])
    const limit = new File([new Uint8Array(ONE_MB)], 'a.png', { type: 'image/png' })
    expect(fileMessages(limit)).toEqual([])
  })
})

describe('the thumbnail judged by the server (prepareUpload)', () => {
  it.each(['png', 'jpeg'] as const)('accepts a %s image', async (format) => {
    const { fields } = await prepareUpload('produk', upload(await image(format)), { judul: 'Uji' })
    expect(fields.mimeType).toBe(`image/${format}`)
  })

  it('refuses WebP, GIF and what is no image, whatever their name', async () => {
    for (const data of [await image('webp'), await image('gif'), Buffer.from('%PDF-1.4')]) {
      await expect(prepareUpload('produk', upload(data), { judul: 'Uji' })).rejects.toMatchObject({
        data: { errors: [{ message: THUMBNAIL }] },
      })
    }
  })

  it('refuses an image over 1MB', async () => {
    const big = Buffer.concat([PNG_HEAD, Buffer.alloc(ONE_MB + 1 - PNG_HEAD.length)])
    await expect(prepareUpload('produk', upload(big), { judul: 'Uji' })).rejects.toMatchObject({
      data: { errors: [{ message: THUMBNAIL }] },
    })
  })

  it('creates a product without a thumbnail', async () => {
    const hook = Produk.hooks!.beforeOperation![0] as CollectionBeforeOperationHook
    const args = { data: valid }
    const req = { headers: new Headers(), context: {}, file: undefined }
    await expect(hook({ args, operation: 'create', req } as never)).resolves.toBe(args)
  })
})

describe("the collection's own checks (/cms and the Local API)", () => {
  const options = {} as never

  it.each(['judul', 'subJudul', 'deskripsi'])('requires %s', (name) => {
    expect(fieldValidate(name)('', options)).toEqual(expect.any(String))
    expect(fieldValidate(name)(valid[name as keyof typeof valid], options)).toBe(true)
  })

  it('takes at most 6 complete advantages', () => {
    const validate = fieldValidate('keunggulan')
    const six = [1, 2, 3, 4, 5, 6].map(row)
    expect(validate(six, options)).toBe(true)
    expect(validate([...six, row(7)], options)).toEqual(expect.any(String))
    expect(validate([row(1), { icon: 'bank', label: '' }], options)).toBe(KEUNGGULAN_INCOMPLETE)
    expect(validate([{ icon: null, label: 'Aman' }], options)).toBe(KEUNGGULAN_INCOMPLETE)
  })
})
