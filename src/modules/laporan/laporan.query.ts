import type { LaporanDto } from './laporan.types'

/** Newest report date first: the order of /laporan-publikasi. */
export const newestLaporanFirst = (a: LaporanDto, b: LaporanDto) =>
  b.tanggal.localeCompare(a.tanggal)
