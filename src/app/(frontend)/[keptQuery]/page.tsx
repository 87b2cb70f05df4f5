import Link from 'next/link'

import { JsonLd } from '@/components/seo/json-ld'
import { siteImage } from '@/modules/site-look/site-image'
import { webSiteJsonLd } from '@/modules/site/structured-data'
import { buildMetadata, toDescription } from '@/modules/site/seo'
import { getCachedPools, getCachedSite } from '@/modules/site/public-content'

import { HeroCarousel } from './_home/hero-carousel'
import { LatestProduk } from './_home/latest-produk'
import { Slideshow } from './_home/slideshow'

export async function generateMetadata() {
  const site = await getCachedSite()
  return buildMetadata({
    title: `${site.namaBank} | ${site.motto}`,
    description: toDescription(`${site.hero?.[0]?.tagline ?? site.motto}. ${site.tentang}`),
    path: '/',
    keywords: [
      'BPRS Yogyakarta',
      'pembiayaan syariah',
      'tabungan syariah',
      'deposito syariah',
      'UMKM',
    ],
  })
}

export default async function HomePage() {
  const site = await getCachedSite()
  const produk = await getCachedPools().then(
    (pools) => pools.produk,
    (error: unknown) => {
      console.error('Gagal memuat data produk', error)
      return null
    },
  )
  return (
    <>
      <HeroCarousel
        banners={(site.hero ?? []).map(({ gambar, judul, tagline }) => ({
          image: siteImage(gambar),
          judul,
          tagline,
        }))}
      />

      <section
        aria-labelledby="informasi-terbaru"
        className="mx-auto max-w-6xl px-4 py-12 sm:py-16"
      >
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <p className="text-sm font-bold uppercase tracking-widest text-gold-700">
              Produk dan Layanan
            </p>
            <h2
              id="informasi-terbaru"
              className="mt-1 text-2xl font-bold text-brand-800 sm:text-3xl"
            >
              Informasi Terbaru
            </h2>
          </div>
          <Link
            href="/produk-layanan"
            className="text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            lihat selengkapnya &gt;&gt;&gt;
          </Link>
        </div>
        <div className="mt-6">
          {produk ? (
            <LatestProduk produk={produk} />
          ) : (
            <p role="alert" className="text-danger">
              Gagal memuat data produk.
            </p>
          )}
        </div>
      </section>

      <section aria-label="Tagline" className="bg-brand-700">
        <p className="mx-auto max-w-4xl px-4 py-12 text-center text-2xl font-bold leading-snug text-white text-balance sm:text-3xl">
          {site.taglineKemitraan}
        </p>
      </section>

      {/* Named apart from the footer's section, which carries the bank's name as well. */}
      <section
        aria-label={`Tentang ${site.namaBank}`}
        className="mx-auto max-w-6xl px-4 py-12 sm:py-16"
      >
        <div className="grid items-center gap-8 lg:grid-cols-2 lg:gap-12">
          <div>
            <h2 id="tentang-bank" className="text-2xl font-bold text-brand-800 sm:text-3xl">
              {site.namaBank}
            </h2>
            <p className="mt-4 leading-relaxed text-ink">{site.pernyataanOjk}</p>
            <p className="mt-4 rounded-xl border-l-4 border-gold-500 bg-gold-100 p-4 leading-relaxed text-ink">
              {site.pernyataanLps}
            </p>
          </div>
          <Slideshow slides={(site.slideshow ?? []).map(({ gambar }) => siteImage(gambar))} />
        </div>
      </section>

      <JsonLd data={webSiteJsonLd(site)} />
    </>
  )
}
