import type { Metadata } from 'next'

import { RecordNotFound, RecordScreen } from '@/modules/admin/components/screen-header'
import { ViewOnSiteLink } from '@/modules/admin/components/view-on-site-link'
import { findProduk } from '@/modules/produk/produk.service'
import { ProdukForm } from '@/modules/produk/admin/produk-form'
import { PRODUK_TEXT } from '@/modules/produk/admin/produk-text'
import { requireAdmin } from '@/modules/admin/require-admin'

export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'Edit Produk dan Layanan' }

export default async function EditProdukPage({ params }: { params: Promise<{ id: string }> }) {
  const ctx = await requireAdmin()
  const produk = await findProduk(ctx, (await params).id)
  return (
    <RecordScreen
      back="/admin/produk"
      title="Edit Produk dan Layanan"
      description="Ubah data produk; thumbnail boleh dibiarkan kosong bila tidak diganti."
      actions={produk ? <ViewOnSiteLink href={`/produk/${produk.slug}`} /> : null}
    >
      {produk ? (
        <ProdukForm produk={produk} />
      ) : (
        <RecordNotFound>{PRODUK_TEXT.notFound}</RecordNotFound>
      )}
    </RecordScreen>
  )
}
