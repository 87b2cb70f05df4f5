import type { Laporan } from '@/payload-types'

/** A report as the REST API of SPEC 7 and every screen show it. */
export type LaporanDto = {
  _id: string
  judul: string
  tanggal: string
  jenis: Laporan['jenis']
  ukuran: number
  fileUrl: string | null
  createdAt: string
  updatedAt: string
}
