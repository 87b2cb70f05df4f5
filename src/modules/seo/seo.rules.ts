import { z } from 'zod'

/*
 * A record's own words for search engines and link previews (SPEC's title and description stay
 * the fallback): the lengths a search result shows, and the one schema the admin form, the API
 * and the collection's fields check them with. Client-safe.
 */
export const SEO_LIMITS = { judul: 70, deskripsi: 160 } as const

export const SEO_MESSAGES = {
  judul: `Meta title maksimal ${SEO_LIMITS.judul} karakter.`,
  deskripsi: `Meta description maksimal ${SEO_LIMITS.deskripsi} karakter.`,
  gambar: 'Foto untuk media sosial tidak valid.',
  format: 'Format data SEO tidak valid.',
} as const

/**
 * `seo` as the API takes it: a JSON object (a multipart form sends it as text), all optional; a
 * write without it (a SPEC 7 client) keeps what the record has.
 */
export const seoInputSchema = z
  .preprocess(
    (value) => {
      if (value === undefined || value === '' || value === null) return undefined
      if (typeof value !== 'string') return value
      try {
        return JSON.parse(value)
      } catch {
        return null
      }
    },
    z
      .object(
        {
          judul: z.string().trim().max(SEO_LIMITS.judul, SEO_MESSAGES.judul).optional().default(''),
          deskripsi: z
            .string()
            .trim()
            .max(SEO_LIMITS.deskripsi, SEO_MESSAGES.deskripsi)
            .optional()
            .default(''),
          gambar: z
            .preprocess(
              (v) => (v === '' || v === undefined ? null : v),
              z.coerce.number().int().positive().nullable(),
            )
            .optional()
            .default(null),
        },
        { error: SEO_MESSAGES.format },
      )
      .optional(),
  )
  .meta({ description: 'Meta title, meta description and social image (a media id), all optional' })
