export const KATEGORI_NEWS = [
  'Agenda Perusahaan',
  'Investasi',
  'Tabungan',
  'Emas',
  'Keuangan',
  'Zakat & Wakaf',
  'Pengumuman',
  'Haji',
  'Umroh',
] as const
export type KategoriNews = (typeof KATEGORI_NEWS)[number]

export const NEWS_THUMBNAIL_MAX_BYTES = 2 * 1024 * 1024
export const NEWS_THUMBNAIL_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp']

export const JUDUL_MAX = 200
export const KUTIPAN_MAX = 300

export const NEWS_MESSAGES = {
  notFound: 'News tidak ditemukan.',
  required: 'Semua field wajib diisi, termasuk gambar thumbnail.',
  fileType: 'File harus berupa JPG, PNG, atau WebP.',
  fileSize: 'Ukuran gambar maksimal 2MB.',
  kategori: 'Kategori tidak dikenal.',
  tanggal: 'Tanggal dibuat tidak valid.',
  judulMax: 'Judul maksimal 200 karakter.',
  kutipanMax: 'Kutipan maksimal 300 karakter.',
} as const
