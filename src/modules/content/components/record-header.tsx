import type { ReactNode } from 'react'

import { ImageSetImg } from '@/components/ui/img'
import type { ImageSet } from '@/lib/image-set'

/** The top of a record's article: its image, a line about it (`children`) and its title. */
export function RecordHeader({
  image,
  title,
  sizes,
  children,
}: {
  image: ImageSet | null
  title: string
  /** The image's width per breakpoint, as the page's column gives it. */
  sizes: string
  children?: ReactNode
}) {
  return (
    <>
      <ImageSetImg
        image={image}
        alt={title}
        sizes={sizes}
        priority
        className="aspect-video w-full rounded-2xl object-cover shadow-sm"
      />
      {children}
      <h1 className="mt-3 text-2xl font-bold leading-tight text-brand-800 text-balance sm:text-4xl">
        {title}
      </h1>
    </>
  )
}
