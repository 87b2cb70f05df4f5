import type { Field } from 'payload'

import type { Media } from '@/payload-types'

import { SEO_LIMITS, SEO_MESSAGES } from './seo.rules'

const atMost =
  (max: number, message: string) =>
  (value: string | null | undefined): true | string =>
    (value ?? '').length <= max || message

/**
 * The `seo` group of news, produk and promo, shaped as @payloadcms/plugin-seo's `meta` group
 * (title, description, image), so /cms shows it as a group too.
 */
export const seoField: Field = {
  name: 'seo',
  label: 'SEO',
  type: 'group',
  fields: [
    {
      name: 'judul',
      label: 'Meta title',
      type: 'text',
      maxLength: SEO_LIMITS.judul,
      validate: atMost(SEO_LIMITS.judul, SEO_MESSAGES.judul),
    },
    {
      name: 'deskripsi',
      label: 'Meta description',
      type: 'textarea',
      maxLength: SEO_LIMITS.deskripsi,
      validate: atMost(SEO_LIMITS.deskripsi, SEO_MESSAGES.deskripsi),
    },
    { name: 'gambar', label: 'Foto untuk media sosial', type: 'upload', relationTo: 'media' },
  ],
}

type StoredSeo =
  | { judul?: string | null; deskripsi?: string | null; gambar?: number | Media | null }
  | null
  | undefined

/** The group in an API answer: empty texts and no image when unset. */
export const seoDto = (seo: StoredSeo) => ({
  judul: seo?.judul ?? '',
  deskripsi: seo?.deskripsi ?? '',
  gambar: typeof seo?.gambar === 'object' && seo.gambar ? seo.gambar.id : (seo?.gambar ?? null),
})

export type SeoDto = ReturnType<typeof seoDto>
