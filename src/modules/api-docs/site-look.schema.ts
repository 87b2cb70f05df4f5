import { z } from 'zod'

import type { SiteImage } from '@/modules/site-look/site-image'
import { DPS_PERAN, SITE_IMAGE_RULE } from '@/modules/site-look/site-look.rules'
import type { SiteLookDto } from '@/modules/site-look/site-look.service'

/*
 * The answers and the upload form of the 'Tampilan Situs' calls, for the published contract;
 * checked against the service's types below, like the records' answers.
 */

export const siteImageAnswer = z.object({
  id: z.number().int(),
  alt: z.string(),
  src: z.string().meta({ description: 'The uploaded file' }),
  card: z.string().nullable().meta({ description: 'WebP 640 px wide, when the picture is wider' }),
  large: z
    .string()
    .nullable()
    .meta({ description: 'WebP 1280 px wide, when the picture is wider' }),
  width: z.number().nullable(),
  height: z.number().nullable(),
  position: z.string().meta({ description: 'CSS object-position of its focal point' }),
})

const picture = siteImageAnswer.nullable()

export const siteLookAnswer = z.object({
  hero: z.array(z.object({ gambar: picture, judul: z.string(), tagline: z.string() })),
  slideshow: z.array(z.object({ gambar: picture })),
  pengurus: z.array(
    z.object({
      foto: picture,
      nama: z.string(),
      jabatan: z.string(),
      tempatTanggalLahir: z.string(),
      pendidikan: z.array(z.string()),
      riwayatPekerjaan: z.array(z.string()),
    }),
  ),
  dps: z
    .array(
      z.object({
        foto: picture,
        nama: z.string(),
        peran: z.enum(DPS_PERAN),
        pendidikan: z.array(z.string()),
        pengalaman: z.array(z.string()),
      }),
    )
    .meta({ description: 'Dewan Pengawas Syariah in the order shown; at most one `ketua`' }),
  struktur: z.object({ gambar: picture, keterangan: z.string() }),
  sosial: z.object({ instagram: z.string(), facebook: z.string(), youtube: z.string() }),
  pengumuman: z.object({
    teks: z.string(),
    tautan: z.string(),
    mulai: z.string().nullable(),
    selesai: z.string().nullable(),
  }),
})

export const siteImageForm = z.object({
  file: z.file().mime(SITE_IMAGE_RULE.mimeTypes).max(SITE_IMAGE_RULE.maxBytes).optional().meta({
    description:
      'PNG, JPEG or WebP, at most 2 MB; judged by its bytes, not its name. Required unless `media` is given',
  }),
  media: z.string().optional().meta({
    description:
      "Instead of `file`: a media library item's _id, whose image (and focal point) is copied",
  }),
  alt: z.string().meta({
    description:
      "Alt text, required, at most 500 characters; with `media`, empty takes the item's own",
  }),
  focalX: z.string().optional().meta({ description: '0–100: the focal point across (50)' }),
  focalY: z.string().optional().meta({ description: '0–100: the focal point down (50)' }),
})

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
// Compile-time guards: typecheck fails when the service's answers and their schemas part ways.
export const siteLookAnswersMatch: [
  Same<z.infer<typeof siteImageAnswer>, SiteImage>,
  Same<z.infer<typeof siteLookAnswer>, SiteLookDto>,
] = [true, true]
