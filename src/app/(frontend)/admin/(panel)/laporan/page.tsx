import type { Metadata } from 'next'

import { ScreenHeader, Panel } from '@/modules/admin/components/screen-header'
import { initialListPage } from '@/modules/admin/initial-list-page'
import { LIST_KEYS } from '@/modules/admin/lib/list-page'
import { requireAdmin } from '@/modules/admin/require-admin'
import { LaporanTable } from '@/modules/laporan/admin/laporan-table'
import { readLaporanListPage } from '@/modules/laporan/laporan.list'

export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'Laporan' }

type SearchParams = Promise<Record<string, string | string[] | undefined>>

export default async function LaporanListPage({ searchParams }: { searchParams: SearchParams }) {
  const ctx = await requireAdmin()
  const initial = await initialListPage(LIST_KEYS.laporan, await searchParams, (params) =>
    readLaporanListPage(ctx, params),
  )
  return (
    <>
      <ScreenHeader
        title="Laporan"
        description="Laporan transparansi tata kelola, laporan publikasi dan laporan tahunan (PDF)."
      />
      <Panel>
        <LaporanTable initial={initial} />
      </Panel>
    </>
  )
}
