import Link from 'next/link'

import { Img } from '@/components/ui/img'
import { HeaderSearch } from '@/modules/search/components/header-search'

import { DesktopNav } from './desktop-nav'
import { MobileNav } from './mobile-nav'

/** `bankName` names the home link; the static 404 page (src/app/global-not-found.tsx) has none. */
export function SiteHeader({ bankName }: { bankName?: string }) {
  return (
    <header className="sticky top-0 z-30 border-b border-line bg-surface">
      <div className="relative mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 lg:h-20">
        <Link
          href="/"
          className="flex shrink-0 items-center rounded-md"
          aria-label={bankName ? `${bankName}, ke beranda` : 'Ke beranda'}
        >
          {/* The wordmark is an SVG with its own text; alt is empty because the link has a label. */}
          <Img
            src="/brand/logo.svg"
            alt=""
            width={220}
            height={48}
            loading="eager"
            className="h-10 w-auto lg:h-12"
          />
        </Link>
        <DesktopNav />
        <HeaderSearch id="cari-situs" className="ml-auto hidden w-40 lg:block xl:w-56" />
        <MobileNav />
      </div>
    </header>
  )
}
