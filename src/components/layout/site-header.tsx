import Link from 'next/link'
import type { ComponentType } from 'react'

import { Img } from '@/components/ui/img'

import { DesktopNav } from './desktop-nav'
import { MobileNav } from './mobile-nav'

/** The site search's field, placed twice: beside the navigation and in the phone menu. */
export type SearchFieldSlot = ComponentType<{ id: string; className?: string }>

/**
 * `bankName` names the home link; the static 404 page (src/app/global-not-found.tsx) has none.
 * The search field comes from the page's layout (modules/search), so the shared layout parts
 * depend on no feature module.
 */
export function SiteHeader({
  bankName,
  SearchField,
}: {
  bankName?: string
  SearchField: SearchFieldSlot
}) {
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
        <SearchField id="cari-situs" className="ml-auto hidden w-40 lg:block xl:w-56" />
        <MobileNav search={<SearchField id="cari-menu" className="mb-3 mt-2" />} />
      </div>
    </header>
  )
}
