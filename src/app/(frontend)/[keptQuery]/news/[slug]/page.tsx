import { redirect } from 'next/navigation'

import { BackAndTrail } from '@/components/layout/breadcrumb'
import { RecordHeader } from '@/modules/content/components/record-header'
import { RecordJsonLd } from '@/modules/content/components/record-json-ld'
import { RecordNotFound } from '@/modules/content/components/record-not-found'
import { recordLoader, recordMetadata, recordTrail } from '@/modules/content/public-type'
import { shareImage, toDescription } from '@/modules/site/seo'
import { newsArticleJsonLd } from '@/modules/site/structured-data'
import { NewsMeta } from '@/modules/news/components/news-meta'
import { NewsSideList } from '@/modules/news/components/news-side-list'
import { RICH_PROSE, RichBody } from '@/modules/richtext/rich-body'
import type { NewsDto } from '@/modules/news/news.types'
import {
  getCachedNewsBySlug,
  getCachedPools,
  getCachedSite,
  PICK_POOL,
} from '@/modules/site/public-content'

/** SPEC 9: up to 4 other items beside an article, picked from the newest. */
const SIDE_COUNT = 4

type Params = Promise<{ slug: string }>

/** The article (one indexed read), or a trip back to /news when it cannot be read (SPEC 8). */
const loadNews = recordLoader(getCachedNewsBySlug, (error) => {
  console.error('Gagal fetch data', error)
  redirect('/news')
})

export async function generateMetadata({ params }: { params: Params }) {
  const { slug } = await params
  const news = await loadNews(slug)
  return recordMetadata('news', news?.slug ?? slug, news, (news) => ({
    title: news.judul,
    // SPEC 3: the quote doubles as the meta description.
    description: toDescription(news.kutipan || news.isisatu),
    keywords: [news.kategori, 'berita', news.judul],
    type: 'article',
    publishedTime: new Date(news.dibuatPada).toISOString(),
    modifiedTime: new Date(news.updatedAt).toISOString(),
    image: shareImage(news.gambar, news.judul),
  }))
}

export default async function NewsArticlePage({ params }: { params: Params }) {
  const { slug } = await params
  const news = await loadNews(slug)
  if (!news) return <RecordNotFound type="news" />
  const [site, pools] = await Promise.all([
    getCachedSite(),
    getCachedPools().catch(() => ({ news: [] as NewsDto[] })),
  ])
  const others = pools.news.filter((item) => item.slug !== news.slug).slice(0, PICK_POOL)
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
      <RecordJsonLd node={newsArticleJsonLd(news, site)} trail={trail} />
    </div>
  )
}
