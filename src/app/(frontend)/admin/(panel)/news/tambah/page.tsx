import type { Metadata } from 'next'

import { RecordScreen } from '@/modules/admin/components/screen-header'
import { NewsForm } from '@/modules/news/admin/news-form'
import { requireAdmin } from '@/modules/admin/require-admin'

export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'Tambah News' }

export default async function TambahNewsPage() {
  await requireAdmin()
  return (
    <RecordScreen
      back="/admin/news"
      title="Tambah News"
      description="Tulis berita baru lengkap dengan kategori, tanggal dan thumbnail."
    >
      <NewsForm />
    </RecordScreen>
  )
}
