import Link from 'next/link'

import { PageHeader } from '@/components/layout/page-header'
import { JsonLd } from '@/components/seo/json-ld'
import { BiayaTable } from '@/modules/produk/components/ringkasan-section'
import { formatBerlakuPer, JENIS_LABEL } from '@/modules/produk/ringkasan.rules'
import { getCachedSite, getCachedTarif } from '@/modules/site/public-content'
import { buildMetadata } from '@/modules/site/seo'
import { absoluteUrl } from '@/lib/json-ld'

const TITLE = 'Tarif dan Biaya'
const DESCRIPTION =
  'Seluruh biaya produk simpanan, pembiayaan, dan jasa kami dalam satu tabel: besaran, waktu pengenaan, dan tanggal berlakunya.'

export function generateMetadata() {
  return buildMetadata({
    title: TITLE,
    description: DESCRIPTION,
    path: '/tarif-dan-biaya',
    keywords: ['tarif bank syariah', 'biaya tabungan', 'biaya pembiayaan', 'biaya administrasi'],
  })
}

export default async function TarifPage() {
  const [produk, site] = await Promise.all([getCachedTarif(), getCachedSite()])
  return (
    <>
      <PageHeader
        eyebrow="Transparansi"
        title={TITLE}
        description={`Biaya yang dikenakan ${site.namaBank} untuk setiap produk dan layanan.`}
      />
      <div className="mx-auto max-w-4xl space-y-8 px-4 py-12">
        {produk.length === 0 && <p className="text-muted">Belum ada tarif yang diumumkan.</p>}
        {produk.map((p) =>
          p.ringkasan ? (
            <section
              key={p._id}
              aria-labelledby={`tarif-${p.slug}`}
              className="rounded-2xl border border-line bg-surface p-6 shadow-sm"
            >
              <h2 id={`tarif-${p.slug}`} className="text-xl font-bold text-brand-800">
                <Link href={`/produk/${p.slug}`} className="hover:underline">
                  {p.judul}
                </Link>
              </h2>
              <p className="mt-1 text-sm text-muted">
                {JENIS_LABEL[p.ringkasan.jenis]} · Berlaku per{' '}
                {formatBerlakuPer(p.ringkasan.berlakuPer)}
              </p>
              <div className="mt-4 overflow-x-auto">
                <BiayaTable biaya={p.ringkasan.biaya} caption={`Biaya ${p.judul}`} />
              </div>
            </section>
          ) : null,
        )}
      </div>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'WebPage',
          name: TITLE,
          description: DESCRIPTION,
          url: absoluteUrl('/tarif-dan-biaya'),
        }}
      />
    </>
  )
}
