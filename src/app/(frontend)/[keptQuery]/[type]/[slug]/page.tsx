import { BackAndTrail } from '@/components/layout/breadcrumb'
import { PlainTextParagraphs } from '@/components/ui/prose'
import { RICH_PROSE, RichBody } from '@/modules/richtext/rich-body'
import type { ContentTypeSlug } from '@/content-types'
import { absoluteUrl } from '@/lib/json-ld'
import { RecordHeader } from '@/modules/content/components/record-header'
import { RecordJsonLd } from '@/modules/content/components/record-json-ld'
import { RecordNotFound } from '@/modules/content/components/record-not-found'
import { RecordPeriod } from '@/modules/content/components/record-period'
import { RelatedLinks } from '@/modules/content/components/related-links'
import {
  loggedAsMissing,
  publicTypeOf,
  recordLoader,
  recordMetadata,
  recordTrail,
} from '@/modules/content/public-type'
import { shareImage, toDescription } from '@/modules/site/seo'
import { getCachedRecordBySlug } from '@/modules/site/public-content'

type Params = Promise<{ type: string; slug: string }>

/** The record (one indexed read); a failed read shows as not found and is logged. */
const load = recordLoader(
  (type: ContentTypeSlug, slug: string) => getCachedRecordBySlug(type, decodeURIComponent(slug)),
  loggedAsMissing('Gagal ambil data'),
)

export async function generateMetadata({ params }: { params: Params }) {
  const { type, slug } = await params
  const { slug: kind, view } = publicTypeOf(type)
  return recordMetadata(kind, slug, await load(kind, slug), (record) => {
    const article = view.article(record)
    return {
      title: article.title,
      description: toDescription(article.summary),
      type: 'article',
      image: shareImage(article.image, article.title),
    }
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
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-10">
      <BackAndTrail trail={trail} />
      <article className="mt-8">
        <RecordHeader
          image={article.image}
          title={article.title}
          sizes="(min-width: 768px) 740px, 100vw"
        >
          {article.period ? (
            <div className="mt-6">
              <RecordPeriod period={article.period} />
            </div>
          ) : null}
        </RecordHeader>
        <p className="mt-4 text-lg font-medium text-ink">{article.summary}</p>
        <div className={`mt-6 space-y-4 text-lg text-ink ${RICH_PROSE}`}>
          {article.rich ? (
            <RichBody state={article.rich} />
          ) : (
            <PlainTextParagraphs text={article.body} />
          )}
        </div>
        {article.related ? <RelatedLinks related={article.related} /> : null}
      </article>
      <RecordJsonLd
        node={view.jsonLd && { '@context': 'https://schema.org', ...view.jsonLd(record, url) }}
        trail={trail}
      />
    </div>
  )
}
