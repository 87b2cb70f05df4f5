import type { LaporanDto } from '@/modules/laporan/laporan.types'
import type { NewsDto } from '@/modules/news/news.types'
import type { ProdukDto } from '@/modules/produk/produk.types'

import { listThumbnail } from '../lib/list-thumbnail'

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

/** What every item says, whatever its type. */
const itemOf = (
  type: ActivityItem['type'],
  r: { _id: string; judul: string; createdAt: string },
) => ({
  key: `${type.toLowerCase()}-${r._id}`,
  type,
  title: r.judul,
  createdAt: r.createdAt,
})

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
      ...itemOf('Laporan', l),
      thumbnail: listThumbnail.laporan(l),
      href: l.fileUrl ?? '#',
      external: true,
    })),
    ...newest(news, perType).map((n) => ({
      ...itemOf('News', n),
      thumbnail: listThumbnail.news(n),
      href: `/admin/news/detail/${n.slug}`,
      external: false,
    })),
    ...newest(produk, perType).map((p) => ({
      ...itemOf('Produk', p),
      thumbnail: listThumbnail.produk(p),
      href: `/admin/produk/detail/${p._id}`,
      external: false,
    })),
  ]
  return newest(items, limit)
}
