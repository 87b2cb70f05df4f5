import { formText } from '@/lib/http'
import { ownFormRoutes } from '@/modules/content/content.routes'
import { richBodyInput } from '@/modules/richtext/richtext.schema'

import { newsInputSchema } from './news.schema'

/** The multipart fields of SPEC 7's news form, and the body parts' JSON beside them. */
export const newsFormInput = (form: FormData) => ({
  judul: formText(form, 'judul'),
  kategori: formText(form, 'kategori'),
  kutipan: formText(form, 'kutipan'),
  ...richBodyInput((name) => formText(form, name), 'isisatu'),
  ...richBodyInput((name) => formText(form, name), 'isidua'),
  dibuatPada: formText(form, 'dibuatPada'),
  seo: formText(form, 'seo'),
})

/** /api/news and /api/news/{key}: SPEC 7 reads one item by slug but writes by _id. */
export const newsRoutes = ownFormRoutes('news', {
  read: newsFormInput,
  schema: newsInputSchema,
  file: 'thumbnail',
  param: 'key',
})
