/*
 * The media library's limits and messages, written once for the collection, the API, the admin
 * form and the picker (client-safe: constants only).
 */

export const MEDIA = 'media'

export const MEDIA_RULES = {
  ALT_MAX: 500,
  KETERANGAN_MAX: 300,
  file: { mimeTypes: ['image/png', 'image/jpeg', 'image/webp'], maxBytes: 2 * 1024 * 1024 },
} as const

export const MEDIA_MESSAGES = {
  required: 'Gambar wajib diunggah.',
  fileType: 'Format gambar harus PNG, JPEG, atau WebP.',
  fileSize: 'Ukuran gambar maksimal 2 MB.',
  altRequired: 'Teks alternatif wajib diisi.',
  altTooLong: `Teks alternatif maksimal ${MEDIA_RULES.ALT_MAX} karakter.`,
  keteranganTooLong: `Keterangan maksimal ${MEDIA_RULES.KETERANGAN_MAX} karakter.`,
  fokus: 'Titik fokus harus bilangan bulat dari 0 sampai 100.',
} as const
