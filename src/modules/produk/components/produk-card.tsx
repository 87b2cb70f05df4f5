import { CoverLink } from '@/components/ui/cover-link'
import { ImageCard } from '@/components/ui/image-card'
import type { ProdukDto } from '@/modules/produk/produk.types'

type ProdukCardProps = {
  produk: Pick<ProdukDto, 'slug' | 'judul' | 'subJudul' | 'gambarSet'>
  /** Heading level inside the page's outline. */
  headingLevel?: 'h2' | 'h3'
  className?: string
  /** The first card of a list is often the page's largest paint on phones: fetch it first. */
  priority?: boolean
}

/** A product's image, title, subtitle and link; the whole card is clickable through the title link. */
export function ProdukCard({
  produk,
  headingLevel: Heading = 'h3',
  className = '',
  priority = false,
}: ProdukCardProps) {
  return (
    <ImageCard
      image={produk.gambarSet}
      sizes="(min-width: 1024px) 280px, (min-width: 640px) 45vw, 80vw"
      priority={priority}
      className={className}
    >
      {/* Two lines each, always: a card swapped in by the home page's random picks takes the
            same room as the one the cached HTML showed. */}
      <Heading className="line-clamp-2 min-h-[2lh] text-base font-bold leading-snug text-brand-800">
        <CoverLink href={`/produk/${produk.slug}`}>{produk.judul}</CoverLink>
      </Heading>
      <p className="mt-1 line-clamp-2 min-h-[2lh] text-sm text-muted">{produk.subJudul}</p>
      <span
        aria-hidden="true"
        className="mt-auto pt-3 text-sm font-semibold text-brand-700 group-hover:underline"
      >
        Lihat detail →
      </span>
    </ImageCard>
  )
}
