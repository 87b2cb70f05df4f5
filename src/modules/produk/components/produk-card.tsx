import { CoverLink } from '@/components/ui/cover-link'
import { ImageSetImg } from '@/components/ui/img'
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
    <article
      className={`group relative flex flex-col overflow-hidden rounded-2xl border border-line bg-surface shadow-sm transition hover:-translate-y-0.5 hover:shadow-md focus-within:ring-2 focus-within:ring-gold-700 ${className}`}
    >
      <ImageSetImg
        image={produk.gambarSet}
        alt=""
        sizes="(min-width: 1024px) 280px, (min-width: 640px) 45vw, 80vw"
        priority={priority}
        className="aspect-video w-full object-cover"
      />
      <div className="flex flex-1 flex-col p-4">
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
      </div>
    </article>
  )
}
