import { type ImageSet, toImageSet } from '@/lib/image-set'
import type { GambarSitus } from '@/payload-types'

/** A site picture as the pages show it: its renditions, its alt text and where a crop centres. */
export type SiteImage = ImageSet & { id: number; alt: string; position: string }

/**
 * The picture a setting points at, read with depth 1; null while it has none (a picture is
 * required on every save, so only a database the start-up has not filled yet lacks one).
 */
export function siteImage(ref: number | GambarSitus | null | undefined): SiteImage | null {
  if (!ref || typeof ref !== 'object') return null
  const image = toImageSet(ref)
  if (!image) return null
  return {
    ...image,
    id: ref.id,
    alt: ref.alt,
    position: `${ref.focalX ?? 50}% ${ref.focalY ?? 50}%`,
  }
}
