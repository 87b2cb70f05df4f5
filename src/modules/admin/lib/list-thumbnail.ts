import type { LaporanDto } from '@/modules/laporan/laporan.types'
import type { NewsDto } from '@/modules/news/news.types'
import type { ProdukDto } from '@/modules/produk/produk.types'

export const DEFAULT_LAPORAN_THUMB = '/images/laporan-thumb.webp'
export const DEFAULT_THUMB = '/brand/logo-mark.svg'

/** The small image the back-office lists and the dashboard show for a record. */
export const listThumbnail = {
  // The PDF's first page; the generic image when it could not be rendered.
  laporan: (l: LaporanDto) => l.pratinjau?.thumb ?? l.pratinjau?.card ?? DEFAULT_LAPORAN_THUMB,
  news: (n: NewsDto) => n.gambar?.card ?? n.thumbnail.secure_url ?? DEFAULT_THUMB,
  produk: (p: ProdukDto) => p.gambarSet?.card ?? p.gambar ?? DEFAULT_THUMB,
}
