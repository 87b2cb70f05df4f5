import type { LaporanDto } from '@/modules/laporan/laporan.types'
import type { NewsDto } from '@/modules/news/news.types'
import type { ProdukDto } from '@/modules/produk/produk.types'

export const DEFAULT_LAPORAN_THUMB = '/images/laporan-thumb.webp'
export const DEFAULT_THUMB = '/brand/logo-mark.svg'

export type ActivityItem = {
  key: string
  type: 'Laporan' | 'News' | 'Produk'
  title: string
  createdAt: string
  thumbnail: string
  href: string
  /** Reports open their PDF in a new tab. */
  external: boolean
}

const newestFirst = (a: { createdAt: string }, b: { createdAt: string }) =>
  Date.parse(b.createdAt) - Date.parse(a.createdAt)

const newest = <T extends { createdAt: string }>(items: T[], count: number) =>
  [...items].sort(newestFirst).slice(0, count)

/**
 * SPEC 2.2: at most `limit` items drawn from the `perType` newest reports, news and products,
 * newest first.
 */
export function recentActivity(
  laporan: LaporanDto[],
  news: NewsDto[],
  produk: ProdukDto[],
  { perType = 3, limit = 5 } = {},
): ActivityItem[] {
  const items: ActivityItem[] = [
    ...newest(laporan, perType).map((l) => ({
      key: `laporan-${l._id}`,
      type: 'Laporan' as const,
      title: l.judul,
      createdAt: l.createdAt,
      // The PDF's first page; the generic image when it could not be rendered.
      thumbnail: l.pratinjau?.thumb ?? l.pratinjau?.card ?? DEFAULT_LAPORAN_THUMB,
      href: l.fileUrl ?? '#',
      external: true,
    })),
    ...newest(news, perType).map((n) => ({
      key: `news-${n._id}`,
      type: 'News' as const,
      title: n.judul,
      createdAt: n.createdAt,
      thumbnail: n.gambar?.card ?? n.thumbnail.secure_url ?? DEFAULT_THUMB,
      href: `/admin/news/detail/${n.slug}`,
      external: false,
    })),
    ...newest(produk, perType).map((p) => ({
      key: `produk-${p._id}`,
      type: 'Produk' as const,
      title: p.judul,
      createdAt: p.createdAt,
      thumbnail: p.gambarSet?.card ?? p.gambar ?? DEFAULT_THUMB,
      href: `/admin/produk/detail/${p._id}`,
      external: false,
    })),
  ]
  return newest(items, limit)
}
