import { cache } from 'react'

import { BackAndTrail } from '@/components/layout/breadcrumb'
import { NotFoundView } from '@/components/layout/not-found-view'
import { JsonLd } from '@/components/seo/json-ld'
import { ImageSetImg } from '@/components/ui/img'
import { PlainTextParagraphs } from '@/components/ui/prose'
import type { ContentTypeSlug } from '@/content-types'
import { absoluteUrl } from '@/lib/json-ld'
import { RecordPeriod } from '@/modules/content/components/record-period'
import { RelatedLinks } from '@/modules/content/components/related-links'
import { publicTypeOf } from '@/modules/content/public-type'
import { buildMetadata, notFoundMetadata, shareImage, toDescription } from '@/modules/site/seo'
import { breadcrumbJsonLd, trailFromHome } from '@/modules/site/structured-data'
import { getCachedRecordBySlug } from '@/modules/site/public-content'

type Params = Promise<{ type: string; slug: string }>

/** The record (one indexed read); a failed read shows as not found and is logged. */
const load = cache(async (type: ContentTypeSlug, slug: string) => {
  try {
    return await getCachedRecordBySlug(type, decodeURIComponent(slug))
  } catch (error) {
    console.error('Gagal ambil data', error)
    return null
  }
})

export async function generateMetadata({ params }: { params: Params }) {
  const { type, slug } = await params
  const { slug: kind, definition, site, view } = publicTypeOf(type)
  const record = await load(kind, slug)
  if (!record) return notFoundMetadata(definition.messages.notFound.replace(/\.$/, ''))
  const article = view.article(record)
  return buildMetadata({
    title: article.title,
    description: toDescription(article.summary),
    path: `${site.itemPrefix}${slug}`,
    type: 'article',
    image: shareImage(article.image, article.title),
  })
}

/** The public page of one record of a registry-served type (/promo/{slug}). */
export default async function RecordPage({ params }: { params: Params }) {
  const { type, slug } = await params
  const { slug: kind, definition, site, view } = publicTypeOf(type)
  const record = await load(kind, slug)
  // Not notFound(): the proxy answers 404 (src/proxy.ts) and this page says why.
  if (!record) {
    return (
      <NotFoundView
        title={definition.messages.notFound}
        message={view.empty}
        back={{ href: site.list.path, label: `Lihat Semua ${view.title}` }}
      />
    )
  }
  const article = view.article(record)
  const path = `${site.itemPrefix}${slug}`
  const trail = trailFromHome(
    { name: view.title, path: site.list.path },
    { name: article.title, path },
  )
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-10">
      <BackAndTrail trail={trail} />
      <article className="mt-8">
        <ImageSetImg
          image={article.image}
          alt={article.title}
          sizes="(min-width: 768px) 740px, 100vw"
          priority
          className="aspect-video w-full rounded-2xl object-cover shadow-sm"
        />
        {article.period ? (
          <div className="mt-6">
            <RecordPeriod period={article.period} />
          </div>
        ) : null}
        <h1 className="mt-3 text-2xl font-bold leading-tight text-brand-800 text-balance sm:text-4xl">
          {article.title}
        </h1>
        <p className="mt-4 text-lg font-medium text-ink">{article.summary}</p>
        <div className="mt-6 space-y-4 text-lg text-ink">
          <PlainTextParagraphs text={article.body} />
        </div>
        {article.related ? <RelatedLinks related={article.related} /> : null}
      </article>
      <JsonLd
        data={[
          ...(view.jsonLd
            ? [{ '@context': 'https://schema.org', ...view.jsonLd(record, absoluteUrl(path)) }]
            : []),
          breadcrumbJsonLd(trail),
        ]}
      />
    </div>
  )
}
