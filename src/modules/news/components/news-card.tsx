import { CoverLink } from '@/components/ui/cover-link'
import { ImageCard } from '@/components/ui/image-card'
import { toDescription } from '@/modules/site/seo'
import type { NewsDto } from '@/modules/news/news.types'

import { NewsMeta } from './news-meta'

/** A news item in the list: thumbnail, category, date, title (the link) and a short excerpt. */
export function NewsCard({ news, priority = false }: { news: NewsDto; priority?: boolean }) {
  return (
    <ImageCard
      image={news.gambar}
      sizes="(min-width: 1280px) 270px, (min-width: 640px) 45vw, 100vw"
      priority={priority}
      className="h-full"
    >
      <NewsMeta news={news} on="card" />
      <h2 className="mt-3 text-base font-bold leading-snug text-brand-800">
        <CoverLink href={`/news/${news.slug}`}>{news.judul}</CoverLink>
      </h2>
      <p className="mt-2 line-clamp-3 text-sm text-muted">
        {toDescription(news.kutipan || news.isisatu, 140)}
      </p>
    </ImageCard>
  )
}
