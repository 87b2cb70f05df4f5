import type { JenisLaporan } from '@/modules/laporan/laporan.rules'

export type LaporanSeed = {
  judul: string
  tanggal: string
  jenis: JenisLaporan
  file: string
}

export const laporanSeed: LaporanSeed[] = [
  {
    judul: 'Laporan Transparansi Tata Kelola 2023',
    tanggal: '2024-04-30',
    jenis: 'Transparansi',
    file: 'laporan-transparansi-2023.pdf',
  },
  {
    judul: 'Laporan Transparansi Tata Kelola 2024',
    tanggal: '2025-04-30',
    jenis: 'Transparansi',
    file: 'laporan-transparansi-2024.pdf',
  },
  {
    judul: 'Laporan Transparansi Tata Kelola 2025',
    tanggal: '2026-04-30',
    jenis: 'Transparansi',
    file: 'laporan-transparansi-2025.pdf',
  },
  {
    judul: 'Laporan Publikasi Triwulan I 2025',
    tanggal: '2025-04-28',
    jenis: 'Publikasi',
    file: 'laporan-publikasi-2025-03.pdf',
  },
  {
    judul: 'Laporan Publikasi Triwulan II 2025',
    tanggal: '2025-07-29',
    jenis: 'Publikasi',
    file: 'laporan-publikasi-2025-06.pdf',
  },
  {
    judul: 'Laporan Publikasi Triwulan III 2025',
    tanggal: '2025-10-28',
    jenis: 'Publikasi',
    file: 'laporan-publikasi-2025-09.pdf',
  },
  {
    judul: 'Laporan Tahunan 2022',
    tanggal: '2023-05-31',
    jenis: 'Tahunan',
    file: 'laporan-tahunan-2022.pdf',
  },
  {
    judul: 'Laporan Tahunan 2023',
    tanggal: '2024-05-31',
    jenis: 'Tahunan',
    file: 'laporan-tahunan-2023.pdf',
  },
  {
    judul: 'Laporan Tahunan 2024',
    tanggal: '2025-05-31',
    jenis: 'Tahunan',
    file: 'laporan-tahunan-2024.pdf',
  },
]
