import Link from 'next/link'

import { BackAndTrail } from '@/components/layout/breadcrumb'
import { RecordJsonLd } from '@/modules/content/components/record-json-ld'
import { RecordNotFound } from '@/modules/content/components/record-not-found'
import { loggedAsMissing, recordLoader, recordMetadata } from '@/modules/content/public-type'
import { RingkasanBody } from '@/modules/produk/components/ringkasan-section'
import { ringkasanTrail } from '@/modules/produk/ringkasan.page'
import { getCachedRecordBySlug, getCachedSite } from '@/modules/site/public-content'
import { toDescription } from '@/modules/site/seo'
import { financialProductJsonLd } from '@/modules/site/structured-data'

type Params = Promise<{ slug: string }>

const findProduk = recordLoader(
  (slug: string) => getCachedRecordBySlug('produk', slug),
  loggedAsMissing('Gagal memuat produk'),
)

// A4 on paper: the site's header, footer and links stay on screen only.
const PRINT_CSS = `@media print {
  @page { size: A4; margin: 16mm 14mm; }
  body { background: #fff; font-size: 10.5pt; }
  body header, body footer, .no-print { display: none !important; }
  .ringkasan-cetak { padding: 0 !important; max-width: none !important; }
  .ringkasan-part { break-inside: avoid; }
  a { color: inherit; text-decoration: none; }
}`

export async function generateMetadata({ params }: { params: Params }) {
  const { slug } = await params
  const produk = await findProduk(slug)
  return recordMetadata('produk', `${produk?.slug ?? slug}/ringkasan`, produk, (produk) => ({
    title: `Ringkasan ${produk.judul}`,
    description: toDescription(
      `Ringkasan Informasi Produk dan Layanan ${produk.judul}: fitur, manfaat, risiko, persyaratan, dan biaya.`,
    ),
  }))
}

export default async function RingkasanPage({ params }: { params: Params }) {
  const produk = await findProduk((await params).slug)
  if (!produk?.ringkasan) return <RecordNotFound type="produk" />
  const site = await getCachedSite()
  const trail = ringkasanTrail(produk)
  return (
    <article className="ringkasan-cetak mx-auto max-w-3xl px-4 py-8 text-ink">
      <style>{PRINT_CSS}</style>
      <div className="no-print">
        <BackAndTrail trail={trail} />
      </div>
      <div className="mt-6 border-b border-line pb-4">
        <p className="text-sm font-semibold text-brand-700">{site.namaBank}</p>
        <p className="text-sm text-muted">
          {site.alamat.lengkap} · {site.telepon} · {site.email}
        </p>
        <h1 className="mt-3 text-2xl font-bold text-brand-800">
          Ringkasan Informasi Produk dan Layanan
        </h1>
        <p className="mt-1 text-lg font-semibold">{produk.judul}</p>
      </div>
      <div className="mt-4">
        <RingkasanBody produk={produk} ringkasan={produk.ringkasan} site={site} level="h2" />
      </div>
      <p className="mt-6 text-sm text-muted">
        Ringkasan ini berlaku umum dan bukan merupakan penawaran yang mengikat. Keterangan lebih
        lanjut dapat ditanyakan di kantor kami. {site.pernyataanOjk}
      </p>
      <div className="no-print mt-6 flex flex-wrap gap-3">
        <a
          href={`/produk/${produk.slug}/ringkasan.pdf`}
          download
          className="inline-block rounded-lg bg-brand-700 px-4 py-2.5 text-sm font-bold text-white hover:bg-brand-800"
        >
          Unduh PDF
        </a>
        <Link
          href={`/produk/${produk.slug}`}
          className="inline-block rounded-lg border border-brand-700 px-4 py-2.5 text-sm font-bold text-brand-800 hover:bg-brand-50"
        >
          Kembali ke halaman produk
        </Link>
      </div>
      <RecordJsonLd node={financialProductJsonLd(produk)} trail={trail} />
    </article>
  )
}
