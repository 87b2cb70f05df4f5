import type { Metadata } from 'next'
import Image from 'next/image'

import { formatTanggal } from '@/lib/format'
import { splitParagraphs } from '@/lib/paragraphs'
import { KategoriBadge } from '@/modules/admin/components/badges'
import { RecordScreen } from '@/modules/admin/components/screen-header'
import { DetailActions } from '@/modules/admin/components/view-on-site-link'
import { DEFAULT_THUMB } from '@/modules/admin/lib/list-thumbnail'
import { formatKilobytes } from '@/lib/format'
import { findNewsBySlug } from '@/modules/news/news.service'
import { NewsMissing } from '@/modules/news/admin/news-missing'
import { NEWS_TEXT } from '@/modules/news/admin/news-text'
import { requireAdmin } from '@/modules/admin/require-admin'

export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'Detail News' }

export default async function DetailNewsPage({ params }: { params: Promise<{ slug: string }> }) {
  const ctx = await requireAdmin()
  const { slug } = await params
  const news = await findNewsBySlug(ctx, decodeURIComponent(slug))

  if (!news) {
    return (
      <RecordScreen back="/admin/news" title="Detail News">
        <NewsMissing toastText={NEWS_TEXT.detailLoadFailed} />
      </RecordScreen>
    )
  }

  return (
    <RecordScreen
      back="/admin/news"
      title="Detail News"
      actions={
        <DetailActions
          site={`/news/${news.slug}`}
          edit={`/admin/news/edit/${news.slug}`}
          label="Edit News"
        />
      }
    >
      <article className="mx-auto max-w-3xl">
        <Image
          src={news.gambar?.large ?? news.thumbnail.secure_url ?? DEFAULT_THUMB}
          alt={`Thumbnail ${news.judul}`}
          width={960}
          height={540}
          className="aspect-video w-full rounded-xl border border-line bg-brand-50 object-cover"
        />
        <div className="mt-6 flex flex-wrap items-center gap-3 text-sm text-muted">
          <KategoriBadge kategori={news.kategori} />
          <time dateTime={news.dibuatPada}>{formatTanggal(news.dibuatPada)}</time>
          <span aria-hidden="true">·</span>
          <span>Thumbnail {formatKilobytes(news.thumbnail.size)}</span>
        </div>
        <p className="mt-2 text-sm text-muted">
          Slug: <code className="rounded bg-surface-alt px-1.5 py-0.5 text-ink">{news.slug}</code>
        </p>
        <h2 className="mt-3 text-2xl font-bold text-ink">{news.judul}</h2>
        <div className="mt-4 space-y-4 leading-relaxed text-ink">
          {splitParagraphs(news.isisatu).map((p, i) => (
            <p key={`satu-${i}`}>{p}</p>
          ))}
        </div>
        {news.kutipan ? (
          <blockquote className="my-6 border-l-4 border-gold-500 bg-gold-100/60 px-5 py-4 text-lg font-medium text-ink italic">
            {news.kutipan}
          </blockquote>
        ) : null}
        <div className="space-y-4 leading-relaxed text-ink">
          {splitParagraphs(news.isidua).map((p, i) => (
            <p key={`dua-${i}`}>{p}</p>
          ))}
        </div>
      </article>
    </RecordScreen>
  )
}
