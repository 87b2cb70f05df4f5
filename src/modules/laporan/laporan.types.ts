import type { Laporan } from '@/payload-types'

/** The PDF's first page as WebP: 320 px and 640 px wide, for srcset. */
export type LaporanPreview = {
  thumb: string | null
  card: string | null
  /** Of the 640 px preview (the larger one when only one exists). */
  width: number
  height: number
}

/** A report as the REST API of SPEC 7 and every screen show it. */
export type LaporanDto = {
  _id: string
  judul: string
  tanggal: string
  jenis: Laporan['jenis']
  ukuran: number
  fileUrl: string | null
  /** The PDF's page count; null when unknown (not yet read, or unreadable). */
  halaman: number | null
  /** Null when the PDF could not be rendered: the screens show the generic thumbnail. */
  pratinjau: LaporanPreview | null
  createdAt: string
  updatedAt: string
}
