import { badRequest } from '@/lib/errors'
import { formFile, formText } from '@/lib/http'

import { iconKeyFromFile, iconKeyFromText } from './produk.icons'
import { produkInputSchema } from './produk.schema'
import { ownFormRoutes } from '@/modules/content/content.routes'
import { richBodyInput } from '@/modules/richtext/richtext.schema'

const BAD_KEUNGGULAN = 'Format keunggulan tidak valid.'

function parseKeunggulan(text: string): unknown[] {
  if (!text.trim()) return []
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    throw badRequest(BAD_KEUNGGULAN)
  }
  if (!Array.isArray(value)) throw badRequest(BAD_KEUNGGULAN)
  return value
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
