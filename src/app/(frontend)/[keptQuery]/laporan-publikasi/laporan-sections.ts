import type { JenisLaporan } from '@/modules/laporan/laporan.rules'

/** The three shelves of SPEC 2.1, in order, each one jenis with its own paged archive. */
export const LAPORAN_SECTIONS: {
  jenis: JenisLaporan
  title: string
  id: string
  /** The archive's path segment: /laporan-publikasi/<slug>. */
  slug: string
}[] = [
  {
    jenis: 'Transparansi',
    title: 'Laporan Transparansi Tata Kelola',
    id: 'laporan-transparansi',
    slug: 'transparansi',
  },
  { jenis: 'Publikasi', title: 'Laporan Publikasi', id: 'laporan-publikasi', slug: 'publikasi' },
  { jenis: 'Tahunan', title: 'Laporan Tahunan', id: 'laporan-tahunan', slug: 'tahunan' },
]

/** How many of a jenis's newest reports its shelf shows, and each archive page holds. */
export const SHELF_SIZE = 12

export const archivePath = (slug: string) => `/laporan-publikasi/${slug}`
