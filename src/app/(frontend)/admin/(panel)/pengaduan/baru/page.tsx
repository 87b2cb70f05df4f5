import type { Metadata } from 'next'

import { RecordScreen } from '@/modules/admin/components/screen-header'
import { requireAdmin } from '@/modules/admin/require-admin'
import { StaffEntryForm } from '@/modules/pengaduan/admin/staff-entry-form'

export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'Catat Pengaduan' }

export default async function CatatPengaduanPage() {
  await requireAdmin()
  return (
    <RecordScreen
      title="Catat Pengaduan"
      description="Pengaduan yang diterima lewat telepon, di kantor, lewat WhatsApp, e-mail atau surat. Pengaduan lisan mendapat batas waktu lisan."
      back="/admin/pengaduan"
    >
      <StaffEntryForm />
    </RecordScreen>
  )
}
