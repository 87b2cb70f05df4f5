import type { Metadata } from 'next'

import { ListScreen } from '@/modules/admin/components/screen-header'
import { initialListPage, type ListScreenProps } from '@/modules/admin/initial-list-page'
import { LIST_KEYS } from '@/modules/admin/lib/list-page'
import { requireAdmin } from '@/modules/admin/require-admin'
import { LaporanTable } from '@/modules/laporan/admin/laporan-table'
import { readRecordListPage } from '@/modules/content/content.list'

export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'Laporan' }

export default async function LaporanListPage({ searchParams }: ListScreenProps) {
  const ctx = await requireAdmin()
  const initial = await initialListPage(ctx, LIST_KEYS.laporan, await searchParams, (c, query) =>
    readRecordListPage(c, 'laporan', query),
  )
  return (
    <ListScreen
      title="Laporan"
      description="Laporan transparansi tata kelola, laporan publikasi dan laporan tahunan (PDF)."
    >
      <LaporanTable initial={initial} />
    </ListScreen>
  )
}
