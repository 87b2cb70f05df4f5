import type { LaporanDto } from '@/modules/laporan/laporan.service'
import type { NewsDto } from '@/modules/news/news.service'
import type { ProdukDto } from '@/modules/produk/produk.service'

export const DEFAULT_LAPORAN_THUMB = '/images/laporan-thumb.webp'
export const DEFAULT_THUMB = '/brand/logo-mark.svg'

export type ActivityItem = {
  key: string
  type: 'Laporan' | 'News' | 'Produk'
  title: string
  date: string
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
      date: l.createdAt,
      thumbnail: DEFAULT_LAPORAN_THUMB,
      href: l.fileUrl ?? '#',
      external: true,
    })),
    ...newest(news, perType).map((n) => ({
      key: `news-${n._id}`,
      type: 'News' as const,
      title: n.judul,
      date: n.createdAt,
      thumbnail: n.gambar?.card ?? n.thumbnail.secure_url ?? DEFAULT_THUMB,
      href: `/admin/news/detail/${n.slug}`,
      external: false,
    })),
    ...newest(produk, perType).map((p) => ({
      key: `produk-${p._id}`,
      type: 'Produk' as const,
      title: p.judul,
      date: p.createdAt,
      thumbnail: p.gambarSet?.card ?? p.gambar ?? DEFAULT_THUMB,
      href: `/admin/produk/detail/${p._id}`,
      external: false,
    })),
  ]
  return items.sort((a, b) => Date.parse(b.date) - Date.parse(a.date)).slice(0, limit)
}
