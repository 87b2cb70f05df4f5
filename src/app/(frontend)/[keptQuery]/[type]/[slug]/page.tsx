import type { ContentTypeSlug } from '@/content-types'
import { absoluteUrl } from '@/lib/json-ld'
import { RecordArticle } from '@/modules/content/components/record-article'
import { RecordJsonLd } from '@/modules/content/components/record-json-ld'
import { RecordNotFound } from '@/modules/content/components/record-not-found'
import {
  loggedAsMissing,
  publicTypeOf,
  recordLoader,
  recordMetadata,
  recordTrail,
} from '@/modules/content/public-type'
import type { SeoDto } from '@/modules/seo/seo-fields'
import { seoShareImage, withSeo, withSeoJsonLd } from '@/modules/seo/seo-meta'
import { shareImage, toDescription } from '@/modules/site/seo'
import { getCachedRecordBySlug } from '@/modules/site/public-content'

type Params = Promise<{ type: string; slug: string }>

/** A record's own SEO words, for the types that have them. */
const seoOf = (record: unknown) => (record as { seo?: SeoDto } | null)?.seo

/** The record (one indexed read); a failed read shows as not found and is logged. */
const load = recordLoader(
  (type: ContentTypeSlug, slug: string) => getCachedRecordBySlug(type, decodeURIComponent(slug)),
  loggedAsMissing('Gagal ambil data'),
)

export async function generateMetadata({ params }: { params: Params }) {
  const { type, slug } = await params
  const { slug: kind, view } = publicTypeOf(type)
  const record = await load(kind, slug)
  const seo = seoOf(record)
  const image = await seoShareImage(seo)
  return recordMetadata(kind, slug, record, (record) => {
    const article = view.article(record)
    return withSeo(seo, image, {
      title: article.title,
      description: toDescription(article.summary),
      type: 'article',
      image: shareImage(article.image, article.title),
    })
  })
}

/** The public page of one record of a registry-served type (/promo/{slug}). */
export default async function RecordPage({ params }: { params: Params }) {
  const { type, slug } = await params
  const { slug: kind, site, view } = publicTypeOf(type)
  const record = await load(kind, slug)
  if (!record) return <RecordNotFound type={kind} />
  const article = view.article(record)
  const trail = recordTrail(kind, article.title, slug)
  const url = absoluteUrl(`${site.itemPrefix}${slug}`)
  const seo = seoOf(record)
  const image = await seoShareImage(seo)
  return (
    <RecordArticle kind={kind} slug={slug} article={article}>
      <RecordJsonLd
        node={
          view.jsonLd &&
          withSeoJsonLd(
            { '@context': 'https://schema.org', ...view.jsonLd(record, url) },
            seo,
            image,
          )
        }
        trail={trail}
      />
    </RecordArticle>
  )
}
