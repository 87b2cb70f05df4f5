import type { Metadata } from 'next'

import { ScreenHeader, Panel } from '@/modules/admin/components/screen-header'
import { NewsTable } from '@/modules/news/admin/news-table'
import { requireAdmin } from '@/modules/admin/require-admin'
import { listNews } from '@/modules/news/news.service'
import type { NewsDto } from '@/modules/news/news.types'

export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'News' }

export default async function NewsListPage() {
  const ctx = await requireAdmin()
  let news: NewsDto[] = []
  try {
    news = await listNews(ctx)
  } catch (error) {
    // SPEC 8: a failed news list fetch leaves the list empty and is only logged.
    console.error('Admin news list', error)
  }
  return (
    <>
      <ScreenHeader title="News" description="Berita dan pengumuman yang tampil di situs." />
      <Panel>
        <NewsTable initial={news} />
      </Panel>
    </>
  )
}
