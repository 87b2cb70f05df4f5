import type { ProdukDto } from './produk.types'

/**
 * What a promo must tell about the products it promotes, from their summaries rather than the
 * editor's text: each simpanan's LPS cover (with the bank's guarantee statement) and, for each
 * pembiayaan, the way to its Ringkasan Informasi Produk dan Layanan.
 */
export type PromoDisclosures = {
  simpanan: { judul: string; dijaminLps: boolean }[]
  pembiayaan: { judul: string; href: string }[]
}

export function promoDisclosures(
  products: Pick<ProdukDto, 'slug' | 'judul' | 'ringkasan'>[],
): PromoDisclosures {
  return {
    simpanan: products
      .filter((p) => p.ringkasan?.jenis === 'simpanan')
      .map((p) => ({ judul: p.judul, dijaminLps: Boolean(p.ringkasan?.dijaminLps) })),
    pembiayaan: products
      .filter((p) => p.ringkasan?.jenis === 'pembiayaan')
      .map((p) => ({ judul: p.judul, href: `/produk/${p.slug}/ringkasan` })),
  }
}
