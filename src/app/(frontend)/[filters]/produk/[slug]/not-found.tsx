import type { Metadata } from 'next'

import { NotFoundView } from '@/components/layout/not-found-view'
import { notFoundMetadata } from '@/lib/seo'
import { PRODUK_MESSAGES } from '@/modules/produk/produk.rules'

export const metadata: Metadata = notFoundMetadata('Produk tidak ditemukan')

export default function ProdukNotFound() {
  return (
    <NotFoundView
      title={PRODUK_MESSAGES.notFound}
      message="Produk atau layanan yang Anda cari tidak tersedia. Silakan lihat daftar produk dan layanan kami yang lain."
      back={{ href: '/produk-layanan', label: 'Lihat Produk dan Layanan' }}
    />
  )
}
