import type { Metadata } from 'next'

import { ScreenHeader, Panel } from '@/modules/admin/components/screen-header'
import { initialListPage } from '@/modules/admin/initial-list-page'
import { LIST_KEYS } from '@/modules/admin/lib/list-page'
import { requireAdmin } from '@/modules/admin/require-admin'
import { ProdukTable } from '@/modules/produk/admin/produk-table'
import { readProdukListPage } from '@/modules/produk/produk.list'

export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'Produk dan Layanan' }

type SearchParams = Promise<Record<string, string | string[] | undefined>>

export default async function ProdukListPage({ searchParams }: { searchParams: SearchParams }) {
  const ctx = await requireAdmin()
  // A failed read reaches the table as no first page: it asks the API and says if that fails.
  const initial = await initialListPage(LIST_KEYS.produk, await searchParams, (params) =>
    readProdukListPage(ctx, params),
  )
  return (
    <>
      <ScreenHeader
        title="Produk dan Layanan"
        description="Produk pembiayaan, simpanan dan layanan yang tampil di situs."
      />
      <Panel>
        <ProdukTable initial={initial} />
      </Panel>
    </>
  )
}
