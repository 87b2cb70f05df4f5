import { jakartaSans } from '@/components/layout/font'
import { STATUS_LABELS, type PublicationStatus } from '@/content-types/publication'
import { contentType, type ContentTypeSlug } from '@/content-types'
import { LaporanCard } from '@/app/(frontend)/[keptQuery]/laporan-publikasi/laporan-card'
import type { LaporanDto } from '@/modules/laporan/laporan.types'
import { NewsArticle, otherNews } from '@/modules/news/components/news-article'
import type { NewsDto } from '@/modules/news/news.types'
import { ProdukArticle } from '@/modules/produk/components/produk-article'
import type { ProdukDto } from '@/modules/produk/produk.types'
import { getCachedSite } from '@/modules/site/public-content'

import { RecordArticle } from './record-article'

/*
 * The preview (/admin/pratinjau/{type}/{id}): a record's newest draft in the body its public page
 * shows, for a signed-in administrator only. A type whose pages the registry builds (promo) uses
 * its view; the others, whose pages are written by hand, their page's own body component.
 */

type Previewed = Record<string, unknown> & { slug?: string; status?: PublicationStatus }

/** The page body of `record` as its public page would show it. */
export async function RecordPreviewBody({
  kind,
  record,
}: {
  kind: ContentTypeSlug
  record: Previewed
}) {
  const slug = String(record.slug ?? '')
  switch (kind) {
    case 'news':
      return <NewsArticle news={record as unknown as NewsDto} others={await otherNews(slug)} />
    case 'produk':
      return <ProdukArticle produk={record as unknown as ProdukDto} site={await getCachedSite()} />
    case 'laporan':
      // A report has no page of its own: its card on /laporan-publikasi.
      return (
        <div className="mx-auto max-w-sm px-4 py-10">
          <LaporanCard laporan={record as unknown as LaporanDto} />
        </div>
      )
    default: {
      const view = contentType(kind).public?.view
      return view ? <RecordArticle kind={kind} slug={slug} article={view.article(record)} /> : null
    }
  }
}

/** The band above a preview: what it is, and the state of what is shown. */
export function PreviewBanner({ status }: { status?: PublicationStatus }) {
  return (
    <div
      role="region"
      aria-label="Pratinjau"
      className={`${jakartaSans.variable} border-b-2 border-gold-500 bg-gold-100 px-4 py-3 text-center font-sans text-brand-900`}
    >
      <p className="font-bold">Pratinjau — belum diterbitkan</p>
      {status ? (
        <p className="text-sm">
          Status saat ini: {STATUS_LABELS[status]}. Halaman ini hanya terlihat oleh administrator.
        </p>
      ) : null}
    </div>
  )
}
