import type { KategoriNews } from './news.rules'

/** What a news list is narrowed to: SPEC's title search and one category. */
export type NewsFilters = { q?: string; kategori?: KategoriNews | '' }
