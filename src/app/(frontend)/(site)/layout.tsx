import type { Metadata } from 'next'
import { connection } from 'next/server'
import type { ReactNode } from 'react'

import { jakartaSans } from '@/components/layout/font'
import { SiteFooter } from '@/components/layout/site-footer'
import { SiteHeader } from '@/components/layout/site-header'
import { JsonLd } from '@/components/seo/json-ld'
import { pickRandom } from '@/lib/random'
import { bankJsonLd } from '@/lib/structured-data'
import { getCachedNews, getCachedProduk, getCachedSite } from '@/modules/site/public-content'

// Every public page reads content at request time (from the cache) and makes random picks, so
// nothing is prerendered at build, when there may be no database at all.
export const dynamic = 'force-dynamic'

export async function generateMetadata(): Promise<Metadata> {
  const site = await getCachedSite()
  return {
    applicationName: site.namaBank,
    title: { default: site.namaBank, template: `%s | ${site.namaSingkat}` },
    description: site.tentang,
    formatDetection: { telephone: false },
  }
}

export default async function SiteLayout({ children }: { children: ReactNode }) {
  // The footer's random picks are made per visit; the lists behind them stay cached.
  await connection()
  const [site, produk, news] = await Promise.all([
    getCachedSite(),
    getCachedProduk().catch(() => []),
    getCachedNews().catch(() => []),
  ])
  return (
    <div className={`${jakartaSans.variable} flex min-h-dvh flex-col font-sans`}>
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-brand-700 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        Langsung ke konten utama
      </a>
      <SiteHeader bankName={site.namaBank} />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <SiteFooter
        site={site}
        produk={pickRandom(produk, 4).map(({ slug, judul }) => ({ slug, judul }))}
        news={pickRandom(news, 4).map(({ slug, judul }) => ({ slug, judul }))}
      />
      <JsonLd data={bankJsonLd(site)} />
    </div>
  )
}
