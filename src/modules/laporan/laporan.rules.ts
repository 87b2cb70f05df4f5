export const JENIS_LAPORAN = ['Transparansi', 'Publikasi', 'Tahunan'] as const
export type JenisLaporan = (typeof JENIS_LAPORAN)[number]

export const LAPORAN_MAX_BYTES = 2 * 1024 * 1024
export const LAPORAN_MIME_TYPES = ['application/pdf']

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
