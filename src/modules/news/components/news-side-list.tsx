import { CoverLink } from '@/components/ui/cover-link'
import { ImageSetImg } from '@/components/ui/img'
import { RandomPicks } from '@/components/ui/random-picks'
import { formatTanggal } from '@/lib/format'
import type { NewsDto } from '@/modules/news/news.types'

/** The 'News Lainnya' box: `count` random items of the pool, with a small thumbnail. */
export function NewsSideList({
  items,
  count,
  title = 'News Lainnya',
}: {
  /** The pool the visitor's picks are made from (in the browser). */
  items: NewsDto[]
  count: number
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
      <RandomPicks count={count} className="mt-4 space-y-4">
        {items.map((news) => (
          <li key={news.slug} className="group relative flex min-h-[4.5rem] gap-3">
            <ImageSetImg
              image={news.gambar}
              alt=""
              sizes="96px"
              className="aspect-[4/3] w-20 shrink-0 rounded-lg object-cover"
            />
            <div className="min-w-0">
              <CoverLink
                href={`/news/${news.slug}`}
                className="line-clamp-3 min-h-[3lh] text-sm font-semibold leading-snug text-ink group-hover:text-brand-700 group-hover:underline"
              >
                {news.judul}
              </CoverLink>
              <p className="mt-1 text-xs text-muted">{formatTanggal(news.dibuatPada)}</p>
            </div>
          </li>
        ))}
      </RandomPicks>
    </aside>
  )
}
