import { recordTrail } from '@/modules/content/public-type'

import type { ProdukDto } from './produk.types'

/** Beranda › Produk dan Layanan › the product › its summary. */
export const ringkasanTrail = (produk: ProdukDto) => [
  ...recordTrail('produk', produk.judul, produk.slug),
  { name: 'Ringkasan Produk', path: `/produk/${produk.slug}/ringkasan` },
]
