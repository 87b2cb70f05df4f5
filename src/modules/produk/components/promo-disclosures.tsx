import Link from 'next/link'

import { getCachedRecordById, getCachedSite } from '@/modules/site/public-content'

import type { ProdukDto } from '../produk.types'
import { promoDisclosures } from '../promo-disclosures'

/** Under a promo: the LPS statement of its simpanan products and the summaries of its pembiayaan. */
export async function PromoProductDisclosures({ ids }: { ids: string[] }) {
  if (ids.length === 0) return null
  const products = (
    await Promise.all(
      ids.map((id) => getCachedRecordById('produk', id).catch(() => null) as Promise<ProdukDto>),
    )
  ).filter(Boolean)
  const { simpanan, pembiayaan } = promoDisclosures(products)
  if (simpanan.length === 0 && pembiayaan.length === 0) return null
  const site = await getCachedSite()
  const covered = simpanan.filter((p) => p.dijaminLps)
  const notCovered = simpanan.filter((p) => !p.dijaminLps)
  return (
    <>
      {simpanan.length > 0 ? (
        <section
          aria-labelledby="promo-lps"
          data-testid="promo-lps"
          className="mt-6 rounded-2xl border border-line bg-surface p-6 text-ink"
        >
          <h2 id="promo-lps" className="text-lg font-bold text-brand-800">
            Penjaminan LPS
          </h2>
          {covered.length > 0 ? (
            <p className="mt-2">
              <strong>
                {covered.map((p) => p.judul).join(', ')} dijamin oleh Lembaga Penjamin Simpanan
                (LPS).
              </strong>{' '}
              {site.pernyataanLps}
            </p>
          ) : null}
          {notCovered.length > 0 ? (
            <p className="mt-2">
              <strong>
                {notCovered.map((p) => p.judul).join(', ')} tidak termasuk simpanan yang dijamin
                oleh LPS.
              </strong>
            </p>
          ) : null}
        </section>
      ) : null}
      {pembiayaan.length > 0 ? (
        <section
          aria-labelledby="promo-ringkasan"
          data-testid="promo-ringkasan"
          className="mt-6 rounded-2xl border border-line bg-surface p-6 text-ink"
        >
          <h2 id="promo-ringkasan" className="text-lg font-bold text-brand-800">
            Ringkasan Informasi Produk dan Layanan
          </h2>
          <p className="mt-2">
            Baca ringkasan produk (fitur, manfaat, risiko, persyaratan, dan biaya) sebelum
            mengajukan pembiayaan.
          </p>
          <ul className="mt-3 list-disc space-y-1 pl-5">
            {pembiayaan.map((p) => (
              <li key={p.href}>
                <Link href={p.href} className="font-semibold text-brand-700 underline">
                  Ringkasan {p.judul}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  )
}
