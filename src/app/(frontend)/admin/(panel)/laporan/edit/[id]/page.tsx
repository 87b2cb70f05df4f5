import type { Metadata } from 'next'

import { RecordNotFound, RecordScreen } from '@/modules/admin/components/screen-header'
import { ViewOnSiteLink } from '@/modules/admin/components/view-on-site-link'
import { LaporanForm } from '@/modules/laporan/admin/laporan-form'
import { LAPORAN_TEXT } from '@/modules/laporan/admin/laporan-text'
import { requireAdmin } from '@/modules/admin/require-admin'
import { findLaporan } from '@/modules/laporan/laporan.service'

export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'Edit Laporan' }

export default async function EditLaporanPage({ params }: { params: Promise<{ id: string }> }) {
  const ctx = await requireAdmin()
  const { id } = await params
  // SPEC 2.2: an id that names no report is reported as such.
  const laporan = await findLaporan(ctx, id)
  return (
    <RecordScreen
      back="/admin/laporan"
      title="Edit Laporan"
      description="Ubah data laporan dan unggah ulang file PDF-nya."
      actions={laporan ? <ViewOnSiteLink href="/laporan-publikasi" /> : null}
    >
      {laporan ? (
        <LaporanForm laporan={laporan} />
      ) : (
        <RecordNotFound>{LAPORAN_TEXT.notFound(id)}</RecordNotFound>
      )}
    </RecordScreen>
  )
}
