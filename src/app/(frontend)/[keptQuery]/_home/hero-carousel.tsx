'use client'

import Link from 'next/link'

import { CarouselControls, CarouselSlide } from '@/components/ui/carousel-controls'
import { ImageSetImg } from '@/components/ui/img'
import { useCarousel, useHydrated } from '@/components/ui/use-carousel'
import type { SiteImage } from '@/modules/site-look/site-image'

/** SPEC 9: the hero banner shows 3 images, 4000 ms each. */
export const HERO_INTERVAL_MS = 4000

/** A banner of the 'Tampilan Situs' settings: its picture, headline and tagline. */
export type HeroBanner = { image: SiteImage | null; judul: string; tagline: string }

export function HeroCarousel({ banners }: { banners: HeroBanner[] }) {
  const { index, running, controls, rootProps } = useCarousel(banners.length, HERO_INTERVAL_MS)
  // Only the first image is in the server HTML, so the largest paint has the network to itself;
  // the others arrive after hydration, well before their turn.
  const hydrated = useHydrated()
  const current = banners[index] ?? banners[0]
  return (
    <section
      aria-roledescription="carousel"
      aria-label="Banner utama"
      className="relative isolate overflow-hidden bg-brand-900"
      {...rootProps}
    >
      {/* Fixed aspect boxes (5:4 on phones, 5:2 wider) keep the layout still while images load. */}
      <div className="relative aspect-[5/4] sm:aspect-[5/2]" aria-live={running ? 'off' : 'polite'}>
        {banners.map((banner, i) => (
          <CarouselSlide key={i} position={i} count={banners.length} active={i === index}>
            {(i === 0 || hydrated) && (
              // Phones show a 5:4 crop of the banner around its focal point.
              <ImageSetImg
                image={banner.image}
                alt={banner.image?.alt ?? ''}
                sizes="(max-width: 639px) 250vw, 100vw"
                priority={i === 0}
                style={{ objectPosition: banner.image?.position }}
                className="size-full object-cover"
              />
            )}
          </CarouselSlide>
        ))}
        <div
          aria-hidden="true"
          className="absolute inset-0 bg-gradient-to-b from-brand-900/90 via-brand-900/75 to-brand-900/30 sm:bg-gradient-to-r sm:from-brand-900/90 sm:via-brand-900/65 sm:to-transparent"
        />
      </div>
      <div className="absolute inset-0 flex items-start sm:items-center">
        <div className="mx-auto w-full max-w-6xl px-4 pt-8 sm:pt-0">
          <div className="max-w-xl">
            <h1 className="text-2xl font-extrabold leading-tight text-white text-balance sm:text-4xl lg:text-5xl">
              {current?.judul}
            </h1>
            <p className="mt-3 text-base text-brand-50 sm:mt-4 sm:text-lg">{current?.tagline}</p>
            <div className="mt-5 flex flex-wrap gap-3 sm:mt-8">
              <Link
                href="/produk-layanan"
                className="rounded-lg bg-gold-400 px-4 py-2.5 text-sm font-bold text-brand-900 hover:bg-gold-100 sm:px-5 sm:py-3 sm:text-base"
              >
                Lihat Produk
              </Link>
              <Link
                href="/tabelsimulasi"
                className="rounded-lg border border-white/70 bg-brand-800 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-700 sm:px-5 sm:py-3 sm:text-base"
              >
                Simulasi Angsuran
              </Link>
            </div>
          </div>
        </div>
      </div>
      <div className="absolute bottom-3 right-4 sm:bottom-5 sm:right-8">
        <CarouselControls {...controls} noun="banner" />
      </div>
    </section>
  )
}
