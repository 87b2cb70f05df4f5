import { redirect } from 'next/navigation'
import { cache } from 'react'

import { BackAndTrail } from '@/components/layout/breadcrumb'
import { JsonLd } from '@/components/seo/json-ld'
import { ImageSetImg } from '@/components/ui/img'
import { PlainTextParagraphs } from '@/components/ui/prose'
import { buildMetadata, notFoundMetadata, shareImage, toDescription } from '@/modules/site/seo'
import { breadcrumbJsonLd, newsArticleJsonLd, trailFromHome } from '@/modules/site/structured-data'
import { NewsMeta } from '@/modules/news/components/news-meta'
import { NewsSideList } from '@/modules/news/components/news-side-list'
import type { NewsDto } from '@/modules/news/news.types'
import {
  getCachedNewsBySlug,
  getCachedPools,
  getCachedSite,
  PICK_POOL,
} from '@/modules/site/public-content'

import { NewsNotFound } from './news-not-found'

/** SPEC 9: up to 4 other items beside an article, picked from the newest. */
const SIDE_COUNT = 4

type Params = Promise<{ slug: string }>

/** The article (one indexed read), or a trip back to /news when it cannot be read (SPEC 8). */
const loadNews = cache(async (slug: string): Promise<NewsDto | null> => {
  try {
    return await getCachedNewsBySlug(slug)
  } catch (error) {
    console.error('Gagal fetch data', error)
    redirect('/news')
  }
})

export async function generateMetadata({ params }: { params: Params }) {
  const { slug } = await params
  const news = await loadNews(slug)
  if (!news) return notFoundMetadata('News tidak ditemukan')
  return buildMetadata({
    title: news.judul,
    // SPEC 3: the quote doubles as the meta description.
    description: toDescription(news.kutipan || news.isisatu),
    path: `/news/${news.slug}`,
    keywords: [news.kategori, 'berita', news.judul],
    type: 'article',
    publishedTime: new Date(news.dibuatPada).toISOString(),
    modifiedTime: new Date(news.updatedAt).toISOString(),
    image: shareImage(news.gambar, news.judul),
  })
}

export default async function NewsArticlePage({ params }: { params: Params }) {
  const { slug } = await params
  const news = await loadNews(slug)
  // Not notFound(): Next would send an empty error shell and leave the page to JavaScript.
  if (!news) return <NewsNotFound />
  const [site, pools] = await Promise.all([
    getCachedSite(),
    getCachedPools().catch(() => ({ news: [] as NewsDto[] })),
  ])
  const others = pools.news.filter((item) => item.slug !== news.slug).slice(0, PICK_POOL)
  const trail = trailFromHome(
    { name: 'News', path: '/news' },
    { name: news.judul, path: `/news/${news.slug}` },
  )

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-10">
      <BackAndTrail trail={trail} />
      <div className="mt-8 grid gap-10 lg:grid-cols-3">
        <article className="lg:col-span-2">
          <ImageSetImg
            image={news.gambar}
            alt={news.judul}
            sizes="(min-width: 1024px) 740px, 100vw"
            priority
            className="aspect-video w-full rounded-2xl object-cover shadow-sm"
          />
          <NewsMeta news={news} on="article" />
          <h1 className="mt-3 text-2xl font-bold leading-tight text-brand-800 text-balance sm:text-4xl">
            {news.judul}
          </h1>
          <div className="mt-6 space-y-4 text-lg text-ink">
            <PlainTextParagraphs text={news.isisatu} />
            {news.kutipan && (
              <blockquote className="my-8 rounded-r-2xl border-l-4 border-gold-500 bg-gold-100 px-6 py-5 text-xl font-semibold italic leading-relaxed text-brand-900">
                <p>“{news.kutipan}”</p>
              </blockquote>
            )}
            <PlainTextParagraphs text={news.isidua} />
          </div>
        </article>
        <NewsSideList items={others} count={SIDE_COUNT} />
      </div>
      <JsonLd data={[newsArticleJsonLd(news, site), breadcrumbJsonLd(trail)]} />
    </div>
  )
}
