import type { Metadata } from 'next'
import type { ReactNode } from 'react'

import { jakartaSans } from '@/components/layout/font'
import { SiteFooter } from '@/components/layout/site-footer'
import { SiteHeader } from '@/components/layout/site-header'
import { JsonLd } from '@/components/seo/json-ld'
import { allContentTypes } from '@/content-types'
import { HeaderSearch } from '@/modules/search/components/header-search'
import { AnnouncementBar } from '@/modules/site-look/announcement-bar'
import { socialLinks } from '@/modules/site-look/social-links'
import { bankJsonLd } from '@/modules/site/structured-data'
import { getCachedPools, getCachedSite, PICK_POOL } from '@/modules/site/public-content'

/*
 * Every public page is rendered on its first visit and then served from Next's cache, the same
 * HTML for every visitor, until the content hooks expire it (src/modules/content/content-cache.ts).
 * Nothing is rendered at build time, when there may be no database. The random picks of SPEC are
 * made in the browser from cached pools. `revalidate` is the Cache-Control s-maxage a CDN may
 * keep a page for (stale-while-revalidate comes from `expireTime` in next.config.mjs).
 */
export const dynamic = 'force-static'
export const revalidate = 30

/** The content types' lists the footer links to (content-types, `public.footerLabel`). */
const FOOTER_LINKS = [
  ...allContentTypes().flatMap(({ public: site }) =>
    site?.footerLabel ? [{ href: site.list.path, label: site.footerLabel }] : [],
  ),
  { href: '/tarif-dan-biaya', label: 'Tarif dan Biaya' },
  { href: '/tingkat-bagi-hasil', label: 'Tingkat Bagi Hasil' },
  { href: '/kebijakan-privasi', label: 'Kebijakan Privasi' },
]

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
  const [site, { produk, news }] = await Promise.all([
    getCachedSite(),
    getCachedPools().catch(() => ({ produk: [], news: [] })),
  ])
  return (
    <div className={`${jakartaSans.variable} flex min-h-dvh flex-col font-sans`}>
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-brand-700 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        Langsung ke konten utama
      </a>
      <AnnouncementBar bar={site.pengumuman} />
      <SiteHeader bankName={site.namaBank} SearchField={HeaderSearch} />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <SiteFooter
        site={site}
        produk={produk.map(({ slug, judul }) => ({ slug, judul }))}
        news={news.slice(0, PICK_POOL).map(({ slug, judul }) => ({ slug, judul }))}
        links={FOOTER_LINKS}
        social={socialLinks(site)}
      />
      <JsonLd data={bankJsonLd(site)} />
    </div>
  )
}
