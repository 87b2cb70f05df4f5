import type { ImageSet } from '@/lib/image-set'

import type { RichState } from '@/modules/richtext/richtext.rules'
import type { SeoDto } from '@/modules/seo/seo-fields'

import type { IkonKeunggulan } from './produk.rules'
import type { Akad, JenisProduk, SatuanBiaya } from './ringkasan.rules'
import type { SimulasiDto } from './ringkasan.simulasi'

/** A fee line of a product's summary: its name, its amount and when it is charged. */
export type BiayaDto = { nama: string; jumlah: number; satuan: SatuanBiaya; dikenakan: string }

/** The product summary (Ringkasan Informasi Produk dan Layanan). */
export type RingkasanDto = {
  jenis: JenisProduk
  akad: Akad
  fiturUtama: string
  manfaat: string
  risiko: string
  persyaratan: string
  biaya: BiayaDto[]
  /** The date it holds from, YYYY-MM-DD. */
  berlakuPer: string
  dijaminLps: boolean
  /** A pembiayaan's worked example (the simulator's inputs); absent when it has none. */
  simulasi?: SimulasiDto
}

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
  /** An addition to SPEC 7: null until the product's summary is filled in. */
  ringkasan: RingkasanDto | null
  /** Its own title, description and share image for search engines (empty: the record's). */
  seo: SeoDto
  createdAt: string
  updatedAt: string
}
