/* eslint-disable @next/next/no-img-element -- images are WebP renditions made at upload (or shipped
   artwork) and served as they are; next/image would add client code and a second resize for nothing. */
import type { ImgHTMLAttributes } from 'react'

import type { ImageSet } from '@/lib/image-set'

type ImgProps = ImgHTMLAttributes<HTMLImageElement> & {
  src: string
  alt: string
  width: number
  height: number
  /** The page's LCP image: fetched first, never lazy. */
  priority?: boolean
}

/** A plain <img> with intrinsic size (no layout shift), lazy and async-decoded unless `priority`. */
export function Img({ priority = false, alt, sizes, ...props }: ImgProps) {
  return (
    <img
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      // `sizes` only means something beside a srcset (and is invalid HTML without one).
      sizes={props.srcSet ? sizes : undefined}
      {...props}
    />
  )
}

type ImageSetImgProps = Omit<ImgProps, 'src' | 'width' | 'height' | 'srcSet'> & {
  image: ImageSet | null
  /** How wide the image shows, for the browser's choice in srcSet. */
  sizes: string
}

/** An uploaded image with its 640w and 1280w WebP renditions; a neutral placeholder when missing. */
export function ImageSetImg({ image, sizes, alt, className, ...props }: ImageSetImgProps) {
  if (!image) {
    const box = `aspect-video bg-brand-100 ${className ?? ''}`
    // An empty alt marks a decorative image, so its placeholder is hidden from screen readers too.
    return alt ? (
      <div role="img" aria-label={alt} className={box} />
    ) : (
      <div aria-hidden className={box} />
    )
  }
  const srcSet = [image.card && `${image.card} 640w`, image.large && `${image.large} 1280w`]
    .filter(Boolean)
    .join(', ')
  return (
    <Img
      src={image.large ?? image.card ?? image.src}
      srcSet={srcSet || undefined}
      sizes={srcSet ? sizes : undefined}
      width={image.width ?? 1280}
      height={image.height ?? 720}
      alt={alt}
      className={className}
      {...props}
    />
  )
}
