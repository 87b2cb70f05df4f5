import type { ImageSet } from '@/lib/image-set'
import type { News } from '@/payload-types'
import type { RichState } from '@/modules/richtext/richtext.rules'
import type { SeoDto } from '@/modules/seo/seo-fields'

/** A news item as the REST API of SPEC 7 and every screen show it. */
export type NewsDto = {
  _id: string
  slug: string
  judul: string
  kategori: News['kategori']
  kutipan: string
  isisatu: string
  isidua: string
  /** The two parts as Lexical JSON (modules/richtext); isisatu and isidua are their text. */
  isisatuRich: RichState
  isiduaRich: RichState
  thumbnail: { secure_url: string | null; size: number }
  /** WebP renditions of the thumbnail for srcset. */
  gambar: ImageSet | null
  dibuatPada: string
  /** Its own title, description and share image for search engines (empty: the record's). */
  seo: SeoDto
  createdAt: string
  updatedAt: string
}
