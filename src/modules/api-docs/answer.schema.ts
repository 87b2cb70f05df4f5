import { z } from 'zod'

import { STATUSES } from '@/content-types/publication'

import type { LaporanDto } from '@/modules/laporan/laporan.types'
import { JENIS_LAPORAN } from '@/modules/laporan/laporan.rules'
import type { NewsDto } from '@/modules/news/news.types'
import { KATEGORI_NEWS } from '@/modules/news/news.rules'
import type { ProdukDto } from '@/modules/produk/produk.types'
import { IKON_KEUNGGULAN } from '@/modules/produk/produk.rules'
import { AKAD, JENIS_PRODUK, SATUAN_BIAYA } from '@/modules/produk/ringkasan.rules'
import { simulasiSchema } from '@/modules/produk/ringkasan.simulasi'
import type { RichNode } from '@/modules/richtext/richtext.rules'
import { KIND_LABEL, type SearchApiHit } from '@/modules/search/search.types'

/*
 * The shapes /api answers with, for the published contract. Each is checked against the
 * service's own type below, so the document cannot describe an answer the code does not give.
 */

const timestamp = z.string().meta({ format: 'date-time', description: 'ISO 8601 time' })
const fileUrl = z.string().meta({ description: 'Relative to the site, e.g. /media/…' })

export const errorAnswer = z.object({
  error: z.string().meta({ description: 'Indonesian message for the user' }),
})

export const messageAnswer = z.object({ message: z.string() })

export const imageSet = z
  .object({
    src: fileUrl,
    card: fileUrl.nullable(),
    large: fileUrl.nullable(),
    width: z.number().int().nullable(),
    height: z.number().int().nullable(),
  })
  .meta({ description: 'An uploaded image and its WebP renditions for srcset' })

/** A node of a rich body: its type, its own keys, and its children when it has some. */
export const richNode: z.ZodType<RichNode> = z.lazy(() =>
  z.looseObject({ type: z.string(), children: z.array(richNode).optional() }),
)

export const richAnswer = z.object({ root: richNode }).meta({
  description:
    "A rich body as Lexical JSON (Payload's lexical field): paragraph, heading (h2–h4), quote, " +
    'list/listitem, text (format 1 bold, 2 italic), linebreak and link. A link holds ' +
    "`fields: { linkType: 'custom', url, newTab }` (http, https, mailto, tel or a path on the " +
    "site) or `fields: { linkType: 'internal', doc: { relationTo: 'news' | 'produk' | 'promo', " +
    "value: id }, newTab }`, which follows the record's slug. An image is a block " +
    "`{ type: 'upload', relationTo: 'media', value: id }`: an item of the media library, shown " +
    'on the site with its renditions, alt text and caption. At most 100 KB as JSON.',
})

export const laporanAnswer = z.object({
  _id: z.string(),
  judul: z.string(),
  tanggal: z.string().meta({ description: 'Report date, ISO 8601' }),
  jenis: z.enum(JENIS_LAPORAN),
  ukuran: z.number().int().meta({ description: 'PDF size in bytes' }),
  fileUrl: fileUrl.nullable(),
  halaman: z.number().int().nullable().meta({ description: 'PDF page count; null when unknown' }),
  pratinjau: z
    .object({
      thumb: fileUrl.nullable().meta({ description: 'First page as WebP, 320 px wide' }),
      card: fileUrl.nullable().meta({ description: 'First page as WebP, 640 px wide' }),
      width: z.number().int().meta({ description: 'Width of the larger preview' }),
      height: z.number().int().meta({ description: 'Height of the larger preview' }),
    })
    .nullable()
    .meta({ description: 'First-page preview; null when the PDF could not be rendered' }),
  createdAt: timestamp,
  updatedAt: timestamp,
})

/** A record's own words for search engines (modules/seo); empty texts fall back to its own. */
export const seoAnswer = z
  .object({
    judul: z.string().meta({ description: 'Meta title; empty: the record title' }),
    deskripsi: z.string().meta({ description: 'Meta description; empty: the summary' }),
    gambar: z.number().int().nullable().meta({ description: 'Media id of the social image' }),
  })
  .meta({ description: 'Meta title, description and social image (added to SPEC 7)' })

export const newsAnswer = z.object({
  _id: z.string(),
  slug: z.string(),
  judul: z.string(),
  kategori: z.enum(KATEGORI_NEWS),
  kutipan: z.string(),
  isisatu: z.string(),
  isidua: z.string(),
  isisatuRich: richAnswer,
  isiduaRich: richAnswer,
  thumbnail: z.object({
    secure_url: fileUrl.nullable(),
    size: z.number().int().meta({ description: 'Bytes' }),
  }),
  gambar: imageSet.nullable(),
  dibuatPada: z.string().meta({ description: 'Publication date, ISO 8601' }),
  seo: seoAnswer,
  createdAt: timestamp,
  updatedAt: timestamp,
})

export const produkAnswer = z.object({
  _id: z.string(),
  slug: z.string(),
  judul: z.string(),
  subJudul: z.string(),
  deskripsi: z.string(),
  deskripsiRich: richAnswer,
  gambar: fileUrl.nullable(),
  gambarSet: imageSet.nullable(),
  keunggulan: z.array(
    z.object({
      icon: fileUrl.meta({ description: "The icon's URL, /icons/{ikon}.svg" }),
      ikon: z.enum(IKON_KEUNGGULAN),
      label: z.string(),
    }),
  ),
  ringkasan: z
    .object({
      jenis: z.enum(JENIS_PRODUK),
      akad: z.enum(AKAD),
      fiturUtama: z.string(),
      manfaat: z.string(),
      risiko: z.string(),
      persyaratan: z.string().meta({ description: 'Persyaratan dan tata cara' }),
      biaya: z.array(
        z.object({
          nama: z.string(),
          jumlah: z.number().meta({ description: 'Rupiah (whole) or percent, as satuan says' }),
          satuan: z.enum(SATUAN_BIAYA),
          dikenakan: z.string().meta({ description: 'When it is charged' }),
        }),
      ),
      berlakuPer: z.string().meta({ description: "'Berlaku per', YYYY-MM-DD" }),
      dijaminLps: z.boolean().meta({ description: 'A simpanan covered by LPS' }),
      simulasi: simulasiSchema.optional().meta({
        description:
          "A pembiayaan's worked example: the simulator's inputs (/tabelsimulasi?jumlah=…&margin=…&tenor=…&jenis=…); absent when none",
      }),
    })
    .nullable()
    .meta({
      description:
        'Addition to SPEC 7: the Ringkasan Informasi Produk dan Layanan, null until filled in',
    }),
  seo: seoAnswer,
  createdAt: timestamp,
  updatedAt: timestamp,
})

const token = z.string().meta({ description: 'JWT for `Authorization: Bearer`' })
const exp = z.number().int().meta({ description: 'Expiry, seconds since 1970' })

export const loginAnswer = z.object({
  token,
  exp,
  user: z.object({ id: z.number().int(), username: z.string(), nama: z.string().nullable() }),
  message: z.string(),
})

export const refreshAnswer = z.object({ token, exp })

export const searchAnswer = z.object({
  type: z.enum(Object.values(KIND_LABEL)),
  title: z.string(),
  url: z.string().meta({ description: 'Relative to the site: the page, or the PDF of a report' }),
  snippet: z.string().meta({
    description: 'HTML: a short passage, escaped, with the matched words in <mark>',
  }),
  score: z.number().meta({
    description: 'Relevance: 1 when every word is in the title, 0.5 when only in the text',
  }),
})

/**
 * What an administrator's read of a public type's record adds (content-types/publication.ts);
 * a visitor's answer never has it, so SPEC's shapes stay as they are.
 */
export const withPublication = <T extends z.ZodRawShape>(answer: z.ZodObject<T>) =>
  answer.extend({
    status: z.enum(STATUSES).optional().meta({
      description: 'Signed-in administrator only: draf, terjadwal, terbit or ditarik, now',
    }),
    terbitPada: timestamp
      .nullable()
      .optional()
      .meta({ description: "Signed-in administrator only: 'Terbitkan pada'" }),
    tarikPada: timestamp
      .nullable()
      .optional()
      .meta({ description: "Signed-in administrator only: 'Tarik pada'" }),
    adaDraf: z.literal(true).optional().meta({
      description:
        'Signed-in administrator, list pages only: a draft saved over the published record waits to be published',
    }),
  })

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
// Compile-time guards: typecheck fails when a service's answer and its schema part ways.
export const answersMatchServices: [
  Same<z.infer<typeof laporanAnswer>, LaporanDto>,
  Same<z.infer<typeof newsAnswer>, NewsDto>,
  Same<z.infer<typeof produkAnswer>, ProdukDto>,
  Same<z.infer<typeof searchAnswer>, SearchApiHit>,
] = [true, true, true, true]
