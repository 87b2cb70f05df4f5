import type { ReactNode } from 'react'

import { BackAndTrail } from '@/components/layout/breadcrumb'
import { PlainTextParagraphs } from '@/components/ui/prose'
import type { ContentTypeSlug } from '@/content-types'
import type { RecordArticleView } from '@/content-types/definition'

import { recordTrail } from '../public-type'
import { RecordHeader } from './record-header'
import { RecordPeriod } from './record-period'
import { RelatedLinks } from './related-links'
import { PromoProductDisclosures } from '@/modules/produk/components/promo-disclosures'
import { RICH_PROSE, RichBody } from '@/modules/richtext/rich-body'

/**
 * The page body of a record of a registry-served type (/promo/{slug}). Its public page and its
 * preview (/admin/pratinjau) show the same; `children` go under it (the page's JSON-LD).
 */
export function RecordArticle({
  kind,
  slug,
  article,
  children,
}: {
  kind: ContentTypeSlug
  slug: string
  article: RecordArticleView
  children?: ReactNode
}) {
  const trail = recordTrail(kind, article.title, slug)
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
        {/* What a record pointing at products must tell about them, from their summaries. */}
        {article.related?.type === 'produk' ? (
          <PromoProductDisclosures ids={article.related.ids} />
        ) : null}
      </article>
      {children}
    </div>
  )
}
