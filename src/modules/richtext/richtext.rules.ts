/*
 * What a rich body (a news part, a product's description, a promo's text) may hold: the nodes
 * Payload's lexical field stores, limited to what the site renders. Client-safe: constants only.
 */

/** Largest serialized body (the JSON as stored), in bytes. */
export const RICH_MAX_BYTES = 100 * 1024

/** Deepest nesting (lists in lists): past it a body is refused rather than walked. */
export const RICH_MAX_DEPTH = 12

export const HEADING_TAGS = ['h2', 'h3', 'h4'] as const

/** Lexical's text format bits the site keeps: bold and italic. */
export const FORMAT_BOLD = 1
export const FORMAT_ITALIC = 2

/** The types of records an internal link may point to, and the path their slug follows. */
export const LINKABLE_PATHS = { news: '/news/', produk: '/produk/', promo: '/promo/' } as const
export type LinkableType = keyof typeof LINKABLE_PATHS

/** The type whose records a body's images are: the media library. */
export const IMAGE_TYPE = 'media'

export const RICH_MESSAGES = {
  invalid: 'Format isi tidak valid.',
  tooLarge: 'Isi terlalu panjang: maksimal 100 KB.',
  unknownNode: (type: string) => `Isi memuat elemen yang tidak didukung: ${type}.`,
  badLink: 'Tautan hanya boleh http, https, mailto, tel, atau alamat di situs ini.',
  badImage: 'Gambar di isi harus dipilih dari Pustaka Media.',
  missingImage: 'Gambar di isi tidak ditemukan di Pustaka Media; pilih lagi gambarnya.',
} as const

/** The JSON of one node as Payload's lexical field stores it. */
export type RichNode = {
  type: string
  children?: RichNode[]
  [key: string]: unknown
}

/** A body: Lexical's editor state. */
export type RichState = { root: RichNode }
