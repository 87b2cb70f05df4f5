import type { Metadata } from 'next'

import { RecordScreen } from '@/modules/admin/components/screen-header'
import { ProdukForm } from '@/modules/produk/admin/produk-form'
import { requireAdmin } from '@/modules/admin/require-admin'

export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'Tambah Produk dan Layanan' }

export default async function TambahProdukPage() {
  await requireAdmin()
  return (
    <RecordScreen
      back="/admin/produk"
      title="Tambah Produk dan Layanan"
      description="Isi judul, sub judul, deskripsi, thumbnail dan keunggulan produk."
    >
      <ProdukForm />
    </RecordScreen>
  )
}
