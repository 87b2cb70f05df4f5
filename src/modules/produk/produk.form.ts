import { badRequest } from '@/lib/errors'
import { formFile, formText } from '@/lib/http'

import { iconKeyFromFile, iconKeyFromText } from './produk.icons'
import { produkInputSchema } from './produk.schema'
import { RINGKASAN_MESSAGES } from './ringkasan.rules'
import { ownFormRoutes } from '@/modules/content/content.routes'
import { richBodyInput } from '@/modules/richtext/richtext.schema'

const BAD_KEUNGGULAN = 'Format keunggulan tidak valid.'

function parseJson(text: string, message: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    throw badRequest(message)
  }
}

function parseKeunggulan(text: string): unknown[] {
  if (!text.trim()) return []
  const value = parseJson(text, BAD_KEUNGGULAN)
  if (!Array.isArray(value)) throw badRequest(BAD_KEUNGGULAN)
  return value
}

/** The summary as JSON text; absent (or empty) keeps the stored one. */
const parseRingkasan = (form: FormData) => {
  const text = form.has('ringkasan') ? formText(form, 'ringkasan') : ''
  return text.trim() ? parseJson(text, RINGKASAN_MESSAGES.format) : undefined
}

/**
 * The multipart fields of SPEC 7's product form: keunggulan arrives as JSON text, and an icon
 * may come instead as an icon-{index} file.
 */
export async function produkFormInput(form: FormData) {
  const keunggulan = await Promise.all(
    parseKeunggulan(formText(form, 'keunggulan')).map(async (item, index) => {
      const row = (item && typeof item === 'object' ? item : {}) as Record<string, unknown>
      const file = await formFile(form, `icon-${index}`)
      return { ...row, icon: file ? await iconKeyFromFile(file) : iconKeyFromText(row.icon) }
    }),
  )
  return {
    judul: formText(form, 'judul'),
    subJudul: formText(form, 'subJudul'),
    ...richBodyInput((name) => formText(form, name), 'deskripsi'),
    keunggulan,
    ringkasan: parseRingkasan(form),
    seo: formText(form, 'seo'),
  }
}

/** /api/produk and /api/produk/{id}. */
export const produkRoutes = ownFormRoutes('produk', {
  read: produkFormInput,
  schema: produkInputSchema,
  file: 'thumbnail',
  param: 'id',
})
