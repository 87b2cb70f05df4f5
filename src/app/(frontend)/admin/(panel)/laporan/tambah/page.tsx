import type { Metadata } from 'next'

import { BackLink } from '@/components/ui/back-link'
import { ScreenHeader, Panel } from '@/modules/admin/components/screen-header'
import { LaporanForm } from '@/modules/laporan/admin/laporan-form'
import { requireAdmin } from '@/modules/admin/require-admin'

export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'Tambah Laporan' }

export default async function TambahLaporanPage() {
  await requireAdmin()
  return (
    <>
      <ScreenHeader
        before={<BackLink href="/admin/laporan" />}
        title="Tambah Laporan"
        description="Isi judul, tanggal dan jenis laporan, lalu unggah file PDF."
      />
      <Panel>
        <LaporanForm />
      </Panel>
    </>
  )
}
