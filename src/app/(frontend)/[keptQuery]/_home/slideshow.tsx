'use client'

import { CarouselControls, CarouselSlide } from '@/components/ui/carousel-controls'
import { ImageSetImg } from '@/components/ui/img'
import { useCarousel } from '@/components/ui/use-carousel'
import type { SiteImage } from '@/modules/site-look/site-image'

/** SPEC 9: the home slideshow shows 3 slides, 3 s each, and loops. */
export const SLIDESHOW_INTERVAL_MS = 3000

/** The three slides of the 'Tampilan Situs' settings. */
export function Slideshow({ slides }: { slides: (SiteImage | null)[] }) {
  const { index, running, controls, rootProps } = useCarousel(slides.length, SLIDESHOW_INTERVAL_MS)
  return (
    <section aria-roledescription="carousel" aria-label="Galeri kegiatan" {...rootProps}>
      <div
        className="relative aspect-video overflow-hidden rounded-2xl bg-brand-100 shadow-md ring-1 ring-line"
        aria-live={running ? 'off' : 'polite'}
      >
        {slides.map((slide, i) => (
          <CarouselSlide key={i} position={i} count={slides.length} active={i === index}>
            <ImageSetImg
              image={slide}
              alt={slide?.alt ?? ''}
              sizes="(min-width: 1024px) 560px, 100vw"
              style={{ objectPosition: slide?.position }}
              className="size-full object-cover"
            />
          </CarouselSlide>
        ))}
      </div>
      <div className="mt-3 flex justify-center">
        <CarouselControls {...controls} noun="slide" tone="dark" />
      </div>
    </section>
  )
}
