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

/**
 * SPEC 5: a news item's thumbnail, required when it is added. The admin form, the API's contract,
 * the storage check (content-types/news.ts) and the tests all judge a file by this one rule.
 */
export const NEWS_THUMBNAIL = {
  mimeTypes: ['image/jpeg', 'image/png', 'image/webp'],
  maxBytes: 2 * 1024 * 1024,
  messages: NEWS_MESSAGES,
}
