/*
 * Redirects (Pengalihan): an old address, exact or a prefix ending in `*`, sent on to a new path
 * or to a record, whose current slug is followed. Client-safe: constants and pure functions only.
 */

export const REDIRECT_CODES = ['301', '302'] as const
export type RedirectCode = (typeof REDIRECT_CODES)[number]

/** The types a redirect may point at, each by its record page's prefix. */
export const REDIRECT_TARGET_TYPES = ['news', 'produk', 'promo'] as const

/** Longest old address kept, also the 404 log's. */
export const PATH_MAX = 500
/** Hops followed when collapsing a chain; a longer one is taken for a loop. */
export const MAX_HOPS = 10

export const REDIRECT_MESSAGES = {
  dari: 'Alamat lama wajib diisi, diawali "/", tanpa spasi, maksimal 500 karakter.',
  ke: 'Alamat baru harus diawali "/", tanpa spasi, maksimal 500 karakter.',
  tujuan:
    'Pilih tujuan: isi alamat baru atau pilih satu berita, produk, atau promo (salah satu saja).',
  halamanAda: 'Alamat lama masih dipakai halaman yang ada di situs, jadi tidak boleh dialihkan.',
  putaran: 'Pengalihan ini membuat putaran: tujuannya akhirnya kembali ke alamat lama.',
  terpakai: 'Alamat lama ini sudah punya pengalihan. Ubah pengalihan yang ada.',
  tidakDitemukan: 'Pengalihan tidak ditemukan.',
} as const

/** Areas of the site that are never redirected: the back-office, the APIs and Next's own. */
const RESERVED = /^\/(?:admin|api|cms|cms-api|_next|healthz|readyz|formulir)(?:\/|$)/

/** Whether a path may be matched at all (the server entry skips the others at once). */
export const redirectable = (path: string) => !RESERVED.test(path)

/**
 * The key an address is matched by: its decoded path without a trailing slash, plus WordPress's
 * `?p=` (its old post links, `/?p=123`); every other query parameter is left out.
 */
export function redirectKey(path: string, search = ''): string {
  let decoded = path
  try {
    decoded = decodeURI(path)
  } catch {
    // Kept as sent; the server refuses an undecodable path before it gets here.
  }
  const trimmed = decoded.length > 1 ? decoded.replace(/\/+$/, '') || '/' : decoded
  const p = new URLSearchParams(search).get('p')
  return p && /^\d{1,20}$/.test(p) ? `${trimmed}?p=${p}` : trimmed
}

/** A typed old address as stored: its key, a trailing `*` (a prefix pattern) kept. */
export function normalizeFrom(value: string): string {
  const text = value.trim()
  const prefix = text.endsWith('*')
  const [path, search = ''] = (prefix ? text.slice(0, -1) : text).split('?')
  const key = redirectKey(path || '/', search ? `?${search}` : '')
  return prefix ? `${key.replace(/\/$/, '')}/*` : key
}

export const isPrefixPattern = (from: string) => from.endsWith('/*')
export const prefixOf = (from: string) => from.slice(0, -1)

/** Whether a stored value is a path the site can answer: starts with '/', no spaces, not too long. */
export const isSitePath = (value: string) =>
  value.startsWith('/') && !value.startsWith('//') && !/\s/.test(value) && value.length <= PATH_MAX
