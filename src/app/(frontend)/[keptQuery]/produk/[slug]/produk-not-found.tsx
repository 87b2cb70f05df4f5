import { NotFoundView } from '@/components/layout/not-found-view'
import { PRODUK_MESSAGES } from '@/modules/produk/produk.rules'

/** An unknown slug: src/proxy.ts answers it with 404, and this page shows why. */
export function ProdukNotFound() {
  return (
    <NotFoundView
      title={PRODUK_MESSAGES.notFound}
      message="Produk atau layanan yang Anda cari tidak tersedia. Silakan lihat daftar produk dan layanan kami yang lain."
      back={{ href: '/produk-layanan', label: 'Lihat Produk dan Layanan' }}
    />
  )
}
