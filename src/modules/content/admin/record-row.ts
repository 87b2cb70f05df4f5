import type { ImageSet } from '@/lib/image-set'
import { listThumbnail } from '@/modules/admin/lib/list-thumbnail'
import type { LaporanDto } from '@/modules/laporan/laporan.types'
import type { NewsDto } from '@/modules/news/news.types'
import type { ProdukDto } from '@/modules/produk/produk.types'

/** A record as the generic screens see it: its DTO, whatever the type adds. */
export type RecordRow = { _id: string; slug?: string; judul: string } & Record<string, unknown>

/** A record's image renditions (a product keeps them beside its image URL). */
export function imageSetOf(record: RecordRow): ImageSet | null {
  const set = record.gambarSet ?? record.gambar
  return set && typeof set === 'object' ? (set as ImageSet) : null
}

/** The file a record has now, by type: the image to preview, or whether there is one. */
export const currentFile: Record<string, (record: RecordRow) => string | null | undefined> = {
  laporan: (l) => (l as unknown as LaporanDto).fileUrl,
  news: (n) => imageSetOf(n)?.card ?? (n as unknown as NewsDto).thumbnail.secure_url,
  produk: (p) => (p as unknown as ProdukDto).gambar,
}

/** The image a list row shows, by type; the record's image card otherwise. */
export const rowThumbnail: Record<string, (record: RecordRow) => string> = {
  news: (n) => listThumbnail.news(n as unknown as NewsDto),
  produk: (p) => listThumbnail.produk(p as unknown as ProdukDto),
}
