import type { Metadata } from 'next'

import { ScreenHeader, Panel } from '@/modules/admin/components/screen-header'
import { initialListPage } from '@/modules/admin/initial-list-page'
import { LIST_KEYS } from '@/modules/admin/lib/list-page'
import { requireAdmin } from '@/modules/admin/require-admin'
import { NewsTable } from '@/modules/news/admin/news-table'
import { readNewsListPage } from '@/modules/news/news.list'

export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'News' }

type SearchParams = Promise<Record<string, string | string[] | undefined>>

export default async function NewsListPage({ searchParams }: { searchParams: SearchParams }) {
  const ctx = await requireAdmin()
  // SPEC 8: a failed news list fetch leaves the list empty and is only logged.
  const initial = await initialListPage(LIST_KEYS.news, await searchParams, (params) =>
    readNewsListPage(ctx, params),
  )
  return (
    <>
      <ScreenHeader title="News" description="Berita dan pengumuman yang tampil di situs." />
      <Panel>
        <NewsTable initial={initial} />
      </Panel>
    </>
  )
}
