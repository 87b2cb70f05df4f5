import { absoluteUrl, type JsonLdNode } from '@/lib/json-ld'
import { getCachedMediaImage } from '@/modules/site/public-content'
import { type PageSeo, shareImage } from '@/modules/site/seo'

import type { SeoDto } from './seo-fields'

type Words = { title: string; description: string }

/** The record's chosen social image for the page head, or undefined (its own image then). */
export async function seoShareImage(seo: SeoDto | undefined): Promise<PageSeo['image']> {
  const found = seo?.gambar ? await getCachedMediaImage(seo.gambar) : null
  return found?.image ? shareImage(found.image, found.alt) : undefined
}

/** The page's title, description and image: the record's own SEO words where given. */
export function withSeo<T extends Words & { image?: PageSeo['image'] }>(
  seo: SeoDto | undefined,
  image: PageSeo['image'],
  base: T,
): T {
  return {
    ...base,
    title: seo?.judul || base.title,
    description: seo?.deskripsi || base.description,
    image: image ?? base.image,
  }
}

/** The same words in the record's JSON-LD (its `headline` or `name`, and `description`). */
export function withSeoJsonLd<T extends JsonLdNode>(
  node: T,
  seo: SeoDto | undefined,
  image: PageSeo['image'],
): T {
  const named = 'headline' in node ? 'headline' : 'name'
  return {
    ...node,
    ...(seo?.judul && { [named]: seo.judul }),
    ...(seo?.deskripsi && { description: seo.deskripsi }),
    ...(image && 'image' in node && { image: [absoluteUrl(image.url)] }),
  }
}
