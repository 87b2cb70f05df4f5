import type { ImageSet } from '@/lib/image-set'

import type { RichState } from '@/modules/richtext/richtext.rules'
import type { SeoDto } from '@/modules/seo/seo-fields'

import type { IkonKeunggulan } from './produk.rules'

/** A product as the REST API of SPEC 7 and every screen show it. */
export type ProdukDto = {
  _id: string
  slug: string
  judul: string
  subJudul: string
  deskripsi: string
  /** The description as Lexical JSON (modules/richtext); deskripsi is its text. */
  deskripsiRich: RichState
  gambar: string | null
  /** WebP renditions of the thumbnail for srcset. */
  gambarSet: ImageSet | null
  keunggulan: { icon: string; ikon: IkonKeunggulan; label: string }[]
  /** Its own title, description and share image for search engines (empty: the record's). */
  seo: SeoDto
  createdAt: string
  updatedAt: string
}
