import type { Metadata } from 'next'

import { ListScreen } from '@/modules/admin/components/screen-header'
import { initialListPage, type ListScreenProps } from '@/modules/admin/initial-list-page'
import { LIST_KEYS } from '@/modules/admin/lib/list-page'
import { requireAdmin } from '@/modules/admin/require-admin'
import { NewsTable } from '@/modules/news/admin/news-table'
import { readRecordListPage } from '@/modules/content/content.list'

export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'News' }

export default async function NewsListPage({ searchParams }: ListScreenProps) {
  const ctx = await requireAdmin()
  // SPEC 8: a failed news list fetch leaves the list empty and is only logged.
  const initial = await initialListPage(ctx, LIST_KEYS.news, await searchParams, (c, query) =>
    readRecordListPage(c, 'news', query),
  )
  return (
    <ListScreen title="News" description="Berita dan pengumuman yang tampil di situs.">
      <NewsTable initial={initial} />
    </ListScreen>
  )
}
