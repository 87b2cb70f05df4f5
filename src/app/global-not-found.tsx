import './(frontend)/globals.css'

import type { Metadata } from 'next'

import { jakartaSans } from '@/components/layout/font'
import { NotFoundView } from '@/components/layout/not-found-view'
import { SiteHeader } from '@/components/layout/site-header'
import { HeaderSearch } from '@/modules/search/components/header-search'
import { notFoundMetadata } from '@/modules/site/seo'

export const metadata: Metadata = notFoundMetadata('Halaman tidak ditemukan')

/*
 * An unknown URL src/proxy.ts does not see (a missing file under /images, /brand or /_next): one
 * static document, rendered at build time. It needs no database, so it carries the header but not
 * the footer, whose contacts come from the bank's identity. Every other unknown URL gets the
 * site's own not-found page, footer included (src/proxy.ts).
 */
export default function GlobalNotFound() {
  return (
    <html lang="id">
      <body className="min-h-dvh bg-surface font-sans text-ink antialiased">
        <div className={`${jakartaSans.variable} flex min-h-dvh flex-col font-sans`}>
          <SiteHeader SearchField={HeaderSearch} />
          <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
            <NotFoundView
              title="Halaman tidak ditemukan"
              message="Maaf, halaman yang Anda cari tidak ada atau sudah dipindahkan. Periksa kembali alamatnya, atau lanjutkan ke salah satu halaman di bawah ini."
            />
          </main>
        </div>
      </body>
    </html>
  )
}
