import type { Metadata } from 'next'

import { ScreenHeader, Panel } from '@/modules/admin/components/screen-header'
import { ProdukTable } from '@/modules/produk/admin/produk-table'
import { requireAdmin } from '@/modules/admin/require-admin'
import { listProduk } from '@/modules/produk/produk.service'
import type { ProdukDto } from '@/modules/produk/produk.types'

export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'Produk dan Layanan' }

export default async function ProdukListPage() {
  const ctx = await requireAdmin()
  let produk: ProdukDto[] = []
  let loadFailed = false
  try {
    produk = await listProduk(ctx)
  } catch (error) {
    console.error('Admin produk list', error)
    loadFailed = true
  }
  return (
    <>
      <ScreenHeader
        title="Produk dan Layanan"
        description="Produk pembiayaan, simpanan dan layanan yang tampil di situs."
      />
      <Panel>
        <ProdukTable initial={produk} loadFailed={loadFailed} />
      </Panel>
    </>
  )
}
