export const JENIS_LAPORAN = ['Transparansi', 'Publikasi', 'Tahunan'] as const
export type JenisLaporan = (typeof JENIS_LAPORAN)[number]

export const JUDUL_MAX = 200

export const LAPORAN_MESSAGES = {
  notFound: 'Laporan tidak ditemukan.',
  required: 'Mohon isi semua field dan unggah file PDF.',
  fileType: 'File harus berupa PDF.',
  fileSize: 'Ukuran file maksimal 2MB.',
  jenis: 'Jenis laporan harus Transparansi, Publikasi, atau Tahunan.',
  tanggal: 'Tanggal laporan tidak valid.',
  judulMax: 'Judul laporan maksimal 200 karakter.',
} as const

/**
 * SPEC 5: a report's PDF, required when it is added and when it is changed. The admin form, the
 * API's contract, the storage check (content-types/laporan.ts) and the tests all judge a file by
 * this one rule.
 */
export const LAPORAN_FILE = {
  mimeTypes: ['application/pdf'],
  maxBytes: 2 * 1024 * 1024,
  messages: LAPORAN_MESSAGES,
}
