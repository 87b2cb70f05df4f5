import { z } from 'zod'

import { isIsoDate } from '@/lib/iso-date'
import { bodyText, richBody } from '@/modules/richtext/richtext.schema'
import { seoInputSchema } from '@/modules/seo/seo.rules'

import { JUDUL_MAX, KATEGORI_NEWS, KUTIPAN_MAX, NEWS_MESSAGES as MSG } from './news.rules'

const required = z.string({ error: MSG.required }).trim().min(1, MSG.required)

/** The news form's fields; the same schema checks the admin form and the server. */
export const newsInputSchema = z.object({
  judul: required.max(JUDUL_MAX, MSG.judulMax),
  kategori: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(KATEGORI_NEWS, {
      error: (issue) => (issue.input == null ? MSG.required : MSG.kategori),
    }),
  ),
  kutipan: z.string().trim().max(KUTIPAN_MAX, MSG.kutipanMax).optional().default(''),
  isisatuRich: richBody,
  isisatu: bodyText(MSG.required),
  isiduaRich: richBody,
  isidua: bodyText(MSG.required),
  dibuatPada: required.refine(isIsoDate, MSG.tanggal),
  seo: seoInputSchema,
})

export type NewsInput = z.infer<typeof newsInputSchema>
