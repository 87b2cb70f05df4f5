import type { Metadata } from 'next'

import { Panel, ScreenHeader } from '@/modules/admin/components/screen-header'
import { requireAdmin } from '@/modules/admin/require-admin'
import { WordpressImportForm } from '@/modules/wordpress-import/admin/import-form'

export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'Impor WordPress' }

export default async function ImporWordpressPage() {
  await requireAdmin()
  return (
    <>
      <ScreenHeader
        title="Impor WordPress"
        description="Pindahkan berita dan gambar dari situs WordPress lama: pos menjadi berita, lampiran menjadi Pustaka Media, dan alamat lama dialihkan (301). Menjalankan lagi memperbarui hasil sebelumnya, tidak menggandakannya."
      />
      <Panel>
        <WordpressImportForm />
      </Panel>
    </>
  )
}
