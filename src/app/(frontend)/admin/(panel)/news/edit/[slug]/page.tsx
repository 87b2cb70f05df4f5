import type { Metadata } from 'next'

import { RecordScreen } from '@/modules/admin/components/screen-header'
import { ViewOnSiteLink } from '@/modules/admin/components/view-on-site-link'
import { findNewsBySlug } from '@/modules/news/news.service'
import { NewsForm } from '@/modules/news/admin/news-form'
import { NewsMissing } from '@/modules/news/admin/news-missing'
import { NEWS_TEXT } from '@/modules/news/admin/news-text'
import { requireAdmin } from '@/modules/admin/require-admin'

export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'Edit News' }

export default async function EditNewsPage({ params }: { params: Promise<{ slug: string }> }) {
  const ctx = await requireAdmin()
  const { slug } = await params
  const news = await findNewsBySlug(ctx, decodeURIComponent(slug))
  return (
    <RecordScreen
      back="/admin/news"
      title="Edit News"
      description="Ubah isi berita; thumbnail boleh dibiarkan kosong bila tidak diganti."
      actions={news ? <ViewOnSiteLink href={`/news/${news.slug}`} /> : null}
    >
      {news ? <NewsForm news={news} /> : <NewsMissing toastText={NEWS_TEXT.loadFailed} />}
    </RecordScreen>
  )
}
