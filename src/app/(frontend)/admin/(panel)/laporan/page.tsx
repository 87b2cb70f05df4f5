import type { Metadata } from 'next'

import { ScreenHeader, Panel } from '@/modules/admin/components/screen-header'
import { LaporanTable } from '@/modules/laporan/admin/laporan-table'
import { requireAdmin } from '@/modules/admin/require-admin'
import { listLaporan } from '@/modules/laporan/laporan.service'

export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'Laporan' }

export default async function LaporanListPage() {
  const ctx = await requireAdmin()
  const laporan = await listLaporan(ctx)
  return (
    <>
      <ScreenHeader
        title="Laporan"
        description="Laporan transparansi tata kelola, laporan publikasi dan laporan tahunan (PDF)."
      />
      <Panel>
        <LaporanTable initial={laporan} />
      </Panel>
    </>
  )
}
