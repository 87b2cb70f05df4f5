export const IKON_KEUNGGULAN = [
  'airplane',
  'bank',
  'bike',
  'cow',
  'electric-car',
  'profits',
  'sheep',
  'slaughter',
  'stats',
  'umrah',
  'handshake',
] as const
export type IkonKeunggulan = (typeof IKON_KEUNGGULAN)[number]

export const MAX_KEUNGGULAN = 6
export const JUDUL_MAX = 200
export const SUB_JUDUL_MAX = 300
export const LABEL_MAX = 80

export const PRODUK_MESSAGES = {
  notFound: 'Produk tidak ditemukan.',
  required: 'Judul, sub judul, dan deskripsi wajib diisi.',
  // SPEC 5 has one alert for both: a thumbnail must be PNG or JPEG and at most 1MB, 'otherwise'.
  fileType: 'Ukuran maksimal 1MB untuk thumbnail.',
  fileSize: 'Ukuran maksimal 1MB untuk thumbnail.',
  keunggulanMax: 'Maksimal 6 keunggulan.',
  keunggulanIncomplete: 'Harap isi form keunggulan sebelumnya terlebih dahulu.',
  ikon: 'Ikon keunggulan tidak dikenal.',
  judulMax: 'Judul maksimal 200 karakter.',
  subJudulMax: 'Sub judul maksimal 300 karakter.',
  labelMax: 'Label keunggulan maksimal 80 karakter.',
} as const

/**
 * SPEC 5: a product's thumbnail, optional. The admin form, the API's contract, the storage check
 * (content-types/produk.ts) and the tests all judge a file by this one rule.
 */
export const PRODUK_THUMBNAIL = {
  mimeTypes: ['image/png', 'image/jpeg'],
  maxBytes: 1024 * 1024,
  messages: PRODUK_MESSAGES,
}

/** Public URL of an advantage icon; the icons ship in public/icons. */
export const ikonUrl = (ikon: IkonKeunggulan) => `/icons/${ikon}.svg`

/**
 * The spec's product "file size" is not real: 120 KB per advantage, with a product without
 * advantages counted as one.
 */
export const FAKE_KB_PER_KEUNGGULAN = 120
export const fakeProdukSizeKb = (keunggulanCount: number) =>
  FAKE_KB_PER_KEUNGGULAN * (keunggulanCount || 1)

/** SPEC 5: an advantage is complete with an icon and a label; only then may another follow. */
export const isKeunggulanComplete = (
  row: { icon?: string | null; label?: string | null } | null | undefined,
): boolean => Boolean(row?.icon && row.label?.trim())
