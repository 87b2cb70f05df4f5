import type { Metadata } from 'next'

import { ListScreen } from '@/modules/admin/components/screen-header'
import { initialListPage, type ListScreenProps } from '@/modules/admin/initial-list-page'
import { LIST_KEYS } from '@/modules/admin/lib/list-page'
import { requireAdmin } from '@/modules/admin/require-admin'
import { ProdukTable } from '@/modules/produk/admin/produk-table'
import { readRecordListPage } from '@/modules/content/content.list'

export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'Produk dan Layanan' }

export default async function ProdukListPage({ searchParams }: ListScreenProps) {
  const ctx = await requireAdmin()
  // A failed read reaches the table as no first page: it asks the API and says if that fails.
  const initial = await initialListPage(ctx, LIST_KEYS.produk, await searchParams, (c, query) =>
    readRecordListPage(c, 'produk', query),
  )
  return (
    <ListScreen
      title="Produk dan Layanan"
      description="Produk pembiayaan, simpanan dan layanan yang tampil di situs."
    >
      <ProdukTable initial={initial} />
    </ListScreen>
  )
}
