import Link from 'next/link'

import { ImageSetImg } from '@/components/ui/img'
import { formatTanggal } from '@/lib/format'
import type { NewsDto } from '@/modules/news/news.service'

/** The 'News Lainnya' box: a few other items with a small thumbnail. */
export function NewsSideList({
  items,
  title = 'News Lainnya',
}: {
  items: NewsDto[]
  title?: string
}) {
  if (items.length === 0) return null
  return (
    <aside
      aria-labelledby="news-lainnya"
      className="h-fit rounded-2xl border border-line bg-surface-alt p-5"
    >
      <h2 id="news-lainnya" className="text-lg font-bold text-brand-800">
        {title}
      </h2>
      <ul className="mt-4 space-y-4">
        {items.map((news) => (
          <li key={news.slug} className="group relative flex gap-3">
            <ImageSetImg
              image={news.gambar}
              alt=""
              sizes="96px"
              className="aspect-[4/3] w-20 shrink-0 rounded-lg object-cover"
            />
            <div className="min-w-0">
              <Link
                href={`/news/${news.slug}`}
                className="line-clamp-3 text-sm font-semibold leading-snug text-ink after:absolute after:inset-0 group-hover:text-brand-700 group-hover:underline"
              >
                {news.judul}
              </Link>
              <p className="mt-1 text-xs text-muted">{formatTanggal(news.dibuatPada)}</p>
            </div>
          </li>
        ))}
      </ul>
    </aside>
  )
}
