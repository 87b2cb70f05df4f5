import type { ReactNode } from 'react'

import type { ImageSet } from '@/lib/image-set'

import { ImageSetImg } from './img'

/**
 * A list card: its image on top, then `children`; it lifts on hover and rings while its link
 * (a CoverLink) has the focus.
 */
export function ImageCard({
  image,
  sizes,
  priority = false,
  className = '',
  children,
}: {
  image: ImageSet | null
  /** How wide the image shows, for the browser's choice in srcSet. */
  sizes: string
  priority?: boolean
  className?: string
  children: ReactNode
}) {
  return (
    <article
      className={`group relative flex flex-col overflow-hidden rounded-2xl border border-line bg-surface shadow-sm transition hover:-translate-y-0.5 hover:shadow-md focus-within:ring-2 focus-within:ring-gold-700 ${className}`}
    >
      <ImageSetImg
        image={image}
        alt=""
        sizes={sizes}
        priority={priority}
        className="aspect-video w-full object-cover"
      />
      <div className="flex flex-1 flex-col p-4">{children}</div>
    </article>
  )
}
