import { z } from 'zod'

import { seoInputSchema } from '@/modules/seo/seo.rules'

import { bodyText, richBody } from '@/modules/richtext/richtext.schema'

import { ringkasanInput } from './ringkasan.schema'

import {
  IKON_KEUNGGULAN,
  JUDUL_MAX,
  LABEL_MAX,
  MAX_KEUNGGULAN,
  PRODUK_MESSAGES as MSG,
  SUB_JUDUL_MAX,
} from './produk.rules'

const required = z.string({ error: MSG.required }).trim().min(1, MSG.required)

export const keunggulanSchema = z.object({
  icon: z.enum(IKON_KEUNGGULAN, {
    error: (issue) => (issue.input ? MSG.ikon : MSG.keunggulanIncomplete),
  }),
  label: z
    .string({ error: MSG.keunggulanIncomplete })
    .trim()
    .min(1, MSG.keunggulanIncomplete)
    .max(LABEL_MAX, MSG.labelMax),
})

/** The product form's fields; the same schema checks the admin form and the server. */
export const produkInputSchema = z.object({
  seo: seoInputSchema,
  judul: required.max(JUDUL_MAX, MSG.judulMax),
  subJudul: required.max(SUB_JUDUL_MAX, MSG.subJudulMax),
  deskripsiRich: richBody,
  deskripsi: bodyText(MSG.required),
  keunggulan: z.array(keunggulanSchema).max(MAX_KEUNGGULAN, MSG.keunggulanMax).default([]),
  /** The product summary (RIPLAY); SPEC's form has none, so an absent one keeps the stored. */
  ringkasan: ringkasanInput,
})

export type ProdukInput = z.infer<typeof produkInputSchema>
export type KeunggulanInput = z.infer<typeof keunggulanSchema>
