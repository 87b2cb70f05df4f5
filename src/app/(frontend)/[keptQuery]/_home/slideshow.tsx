'use client'

import { CarouselControls, CarouselSlide } from '@/components/ui/carousel-controls'
import { Img } from '@/components/ui/img'
import { useCarousel } from '@/components/ui/use-carousel'

/** SPEC 9: the home slideshow shows 3 slides, 3 s each, and loops. */
export const SLIDESHOW_INTERVAL_MS = 3000

const SLIDES = [
  {
    src: '/images/slide-1.webp',
    alt: 'Kantor pusat bank bergaya joglo dengan nasabah di depan pintu',
  },
  { src: '/images/slide-2.webp', alt: 'Petugas layanan nasabah melayani nasabah di meja layanan' },
  { src: '/images/slide-3.webp', alt: 'Warga berkumpul merayakan syukuran di depan masjid' },
]

export function Slideshow() {
  const { index, running, controls, rootProps } = useCarousel(SLIDES.length, SLIDESHOW_INTERVAL_MS)
  return (
    <section aria-roledescription="carousel" aria-label="Galeri kegiatan" {...rootProps}>
      <div
        className="relative aspect-video overflow-hidden rounded-2xl bg-brand-100 shadow-md ring-1 ring-line"
        aria-live={running ? 'off' : 'polite'}
      >
        {SLIDES.map((slide, i) => (
          <CarouselSlide key={slide.src} position={i} count={SLIDES.length} active={i === index}>
            <Img
              src={slide.src}
              alt={slide.alt}
              width={1200}
              height={675}
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
