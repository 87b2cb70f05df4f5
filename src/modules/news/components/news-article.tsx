import type { ReactNode } from 'react'

import { BackAndTrail } from '@/components/layout/breadcrumb'
import { RecordHeader } from '@/modules/content/components/record-header'
import { recordTrail } from '@/modules/content/public-type'
import type { NewsDto } from '@/modules/news/news.types'
import { getCachedPools, PICK_POOL } from '@/modules/site/public-content'

import { NewsMeta } from './news-meta'
import { NewsSideList } from './news-side-list'
import { RICH_PROSE, RichBody } from '@/modules/richtext/rich-body'

/** The others beside an article: the newest published, without it. */
export async function otherNews(slug: string) {
  const pools = await getCachedPools().catch(() => ({ news: [] as NewsDto[] }))
  return pools.news.filter((item) => item.slug !== slug).slice(0, PICK_POOL)
}

/** SPEC 9: up to 4 other items beside an article, picked from the newest. */
const SIDE_COUNT = 4

/**
 * A news item's page body: the article and the others beside it. Its public page and its
 * preview (/admin/pratinjau) show the same; `children` go under it (the page's JSON-LD).
 */
export function NewsArticle({
  news,
  others,
  children,
}: {
  news: NewsDto
  others: NewsDto[]
  children?: ReactNode
}) {
  const trail = recordTrail('news', news.judul, news.slug)
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-10">
      <BackAndTrail trail={trail} />
      <div className="mt-8 grid gap-10 lg:grid-cols-3">
        <article className="lg:col-span-2">
          <RecordHeader
            image={news.gambar}
            title={news.judul}
            sizes="(min-width: 1024px) 740px, 100vw"
          >
            <NewsMeta news={news} on="article" />
          </RecordHeader>
          <div className={`mt-6 space-y-4 text-lg text-ink ${RICH_PROSE}`}>
            <RichBody state={news.isisatuRich} />
            {news.kutipan && (
              <blockquote className="my-8 rounded-r-2xl border-l-4 border-gold-500 bg-gold-100 px-6 py-5 text-xl font-semibold italic leading-relaxed text-brand-900">
                <p>“{news.kutipan}”</p>
              </blockquote>
            )}
            <RichBody state={news.isiduaRich} />
          </div>
        </article>
        <NewsSideList items={others} count={SIDE_COUNT} />
      </div>
      {children}
    </div>
  )
}
