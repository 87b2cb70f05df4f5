import { redirect } from 'next/navigation'

import { RecordJsonLd } from '@/modules/content/components/record-json-ld'
import { RecordNotFound } from '@/modules/content/components/record-not-found'
import { recordLoader, recordMetadata, recordTrail } from '@/modules/content/public-type'
import { seoShareImage, withSeo, withSeoJsonLd } from '@/modules/seo/seo-meta'
import { shareImage, toDescription } from '@/modules/site/seo'
import { newsArticleJsonLd } from '@/modules/site/structured-data'
import { NewsArticle, otherNews } from '@/modules/news/components/news-article'
import { getCachedRecordBySlug, getCachedSite } from '@/modules/site/public-content'

type Params = Promise<{ slug: string }>

/** The article (one indexed read), or a trip back to /news when it cannot be read (SPEC 8). */
const loadNews = recordLoader(
  (slug: string) => getCachedRecordBySlug('news', slug),
  (error) => {
    console.error('Gagal fetch data', error)
    redirect('/news')
  },
)

export async function generateMetadata({ params }: { params: Params }) {
  const { slug } = await params
  const news = await loadNews(slug)
  const image = await seoShareImage(news?.seo)
  return recordMetadata('news', news?.slug ?? slug, news, (news) =>
    withSeo(news.seo, image, {
      title: news.judul,
      // SPEC 3: the quote doubles as the meta description.
      description: toDescription(news.kutipan || news.isisatu),
      keywords: [news.kategori, 'berita', news.judul],
      type: 'article',
      publishedTime: new Date(news.dibuatPada).toISOString(),
      modifiedTime: new Date(news.updatedAt).toISOString(),
      image: shareImage(news.gambar, news.judul),
    }),
  )
}

export default async function NewsArticlePage({ params }: { params: Params }) {
  const { slug } = await params
  const news = await loadNews(slug)
  if (!news) return <RecordNotFound type="news" />
  const [site, others, image] = await Promise.all([
    getCachedSite(),
    otherNews(news.slug),
    seoShareImage(news.seo),
  ])
  const trail = recordTrail('news', news.judul, news.slug)
  return (
    <NewsArticle news={news} others={others}>
      <RecordJsonLd
        node={withSeoJsonLd(newsArticleJsonLd(news, site), news.seo, image)}
        trail={trail}
      />
    </NewsArticle>
  )
}
