import { z } from 'zod'

import { LAPORAN_FILE } from '@/modules/laporan/laporan.rules'
import { laporanInputSchema } from '@/modules/laporan/laporan.schema'
import { NEWS_THUMBNAIL } from '@/modules/news/news.rules'
import { newsInputSchema } from '@/modules/news/news.schema'
import { PRODUK_THUMBNAIL } from '@/modules/produk/produk.rules'
import { produkInputSchema } from '@/modules/produk/produk.schema'
import { ringkasanSchema } from '@/modules/produk/ringkasan.schema'

/*
 * The request bodies of SPEC 7 for the published contract: the very schemas the handlers
 * parse with, plus the form's file fields, whose limits come from the same rules files.
 */

const upload = (
  { mimeTypes, maxBytes }: { mimeTypes: string[]; maxBytes: number },
  description: string,
) =>
  z
    .file()
    .mime(mimeTypes)
    .max(maxBytes)
    .meta({ description: `${description}; judged by its bytes, not its name` })

const pdf = upload(LAPORAN_FILE, 'PDF, at most 2 MB')
const newsImage = upload(NEWS_THUMBNAIL, 'JPG, PNG or WebP')
const produkImage = upload(PRODUK_THUMBNAIL, 'PNG or JPEG')

const wibTime = (description: string) =>
  z
    .string()
    .optional()
    .meta({
      description: `${description}: a WIB date and time (2026-12-01T08:00) or ISO 8601 with an offset; empty clears it, absent keeps it`,
    })

/** How every public type's write publishes (content-types/publication.ts); SPEC's forms send none. */
export const publicationFields = {
  draf: z.enum(['true', 'false']).optional().meta({
    description:
      "'true' saves a draft: a new record stays unpublished; an edit of a published record is kept as a draft version while the published one stays public. Absent or 'false': published, as SPEC's save",
  }),
  terbitPada: wibTime("'Terbitkan pada': the record is public from then on"),
  tarikPada: wibTime("'Tarik pada': the record is public until then (after terbitPada)"),
}

export const laporanCreateForm = laporanInputSchema.extend({ file: pdf, ...publicationFields })
export const laporanUpdateForm = laporanInputSchema.extend({
  file: pdf.optional().meta({ description: 'Without it the stored PDF stays' }),
  ...publicationFields,
})

export const newsCreateForm = newsInputSchema.extend({ thumbnail: newsImage, ...publicationFields })
export const newsUpdateForm = newsInputSchema.extend({
  thumbnail: newsImage.optional().meta({ description: 'Without it the stored image stays' }),
  ...publicationFields,
})

// Inside the OpenAPI document the dialect is the document's own.
const withoutDialect = ({ $schema: _, ...schema }: Record<string, unknown>) => schema

/** The advantages travel as JSON text inside the form; an icon is its key or its URL. */
const keunggulanText = z.string().meta({
  description: 'JSON text of [{ icon, label }]; icon is a key (bank) or its URL (/icons/bank.svg)',
  contentMediaType: 'application/json',
  contentSchema: withoutDialect(
    z.toJSONSchema(produkInputSchema.shape.keunggulan, { io: 'input' }),
  ),
})

/** The summary travels as JSON text too; absent keeps the stored one, `null` clears it. */
const ringkasanText = z.string().meta({
  description:
    'Addition to SPEC 7: JSON text of the Ringkasan Informasi Produk dan Layanan; absent keeps the stored one, null clears it',
  contentMediaType: 'application/json',
  contentSchema: withoutDialect(z.toJSONSchema(ringkasanSchema, { io: 'input' })),
})

export const produkForm = produkInputSchema.extend({
  thumbnail: produkImage.optional(),
  keunggulan: keunggulanText.optional(),
  ringkasan: ringkasanText.optional(),
  ...publicationFields,
})

/** Fields named icon-{index} carry the image of advantage {index}'s icon instead of its key. */
export const ICON_FILE_PATTERN = '^icon-[0-9]+$'
export const iconFile = z.file().meta({
  description: "The image of one of the 11 fixed icons, standing for that advantage's icon",
})

/** A field may be left out (or sent empty) when the schema accepts it missing. */
export const acceptsMissing = (schema: z.ZodType) => schema.safeParse(undefined).success
