/** An uploaded image with its WebP renditions, for <img srcSet>. */
export type ImageSet = {
  src: string
  card: string | null
  large: string | null
  width: number | null
  height: number | null
}

export function toImageSet(doc: {
  url?: string | null
  width?: number | null
  height?: number | null
  sizes?: { card?: { url?: string | null }; large?: { url?: string | null } }
}): ImageSet | null {
  if (!doc.url) return null
  return {
    src: doc.url,
    card: doc.sizes?.card?.url ?? null,
    large: doc.sizes?.large?.url ?? null,
    width: doc.width ?? null,
    height: doc.height ?? null,
  }
}
