import type { Metadata } from 'next'

import { BackLink } from '@/components/ui/back-link'
import { ScreenHeader, Panel } from '@/modules/admin/components/screen-header'
import { ViewOnSiteLink } from '@/modules/admin/components/view-on-site-link'
import { findProduk } from '@/modules/produk/produk.service'
import { ProdukForm } from '@/modules/produk/admin/produk-form'
import { PRODUK_TEXT } from '@/modules/produk/admin/produk-text'
import { requireAdmin } from '@/modules/admin/require-admin'

export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'Edit Produk dan Layanan' }

export default async function EditProdukPage({ params }: { params: Promise<{ id: string }> }) {
  const ctx = await requireAdmin()
  const { id } = await params
  const produk = await findProduk(ctx, id)
  return (
    <>
      <ScreenHeader
        before={<BackLink href="/admin/produk" />}
        title="Edit Produk dan Layanan"
        description="Ubah data produk; thumbnail boleh dibiarkan kosong bila tidak diganti."
        actions={produk ? <ViewOnSiteLink href={`/produk/${produk.slug}`} /> : null}
      />
      <Panel>
        {produk ? (
          <ProdukForm produk={produk} />
        ) : (
          <p role="alert" className="text-danger">
            {PRODUK_TEXT.notFound}
          </p>
        )}
      </Panel>
    </>
  )
}
