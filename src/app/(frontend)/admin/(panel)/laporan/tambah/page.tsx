import type { Metadata } from 'next'

import { RecordScreen } from '@/modules/admin/components/screen-header'
import { LaporanForm } from '@/modules/laporan/admin/laporan-form'
import { requireAdmin } from '@/modules/admin/require-admin'

export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'Tambah Laporan' }

export default async function TambahLaporanPage() {
  await requireAdmin()
  return (
    <RecordScreen
      back="/admin/laporan"
      title="Tambah Laporan"
      description="Isi judul, tanggal dan jenis laporan, lalu unggah file PDF."
    >
      <LaporanForm />
    </RecordScreen>
  )
}
