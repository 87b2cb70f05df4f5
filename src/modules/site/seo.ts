import type { Metadata } from 'next'

import { getCachedSite } from '@/modules/site/public-content'

import { canonicalPath } from '@/lib/canonical'
import { canonicalListPage, type FilteredPageProps, readFilters } from '@/modules/site/list-filters'
import type { ImageSet } from '@/lib/image-set'
import { absoluteUrl } from '@/lib/json-ld'

/** Words every page shares; a page adds its own in front. */
const BASE_KEYWORDS = ['BPRS', 'bank syariah', 'bank syariah Yogyakarta', 'perbankan syariah']

export const OG_IMAGE = { url: '/images/og-image.png', width: 1200, height: 630 }

export type PageSeo = {
  title: string
  description: string
  /** Path of the canonical URL, e.g. '/produk-layanan'. */
  path: string
  /** Page N of a paginated list is its own canonical page (`?page=N`); page 1 is the bare path. */
  page?: number
  keywords?: string[]
  /** An item's own image; the site's share image otherwise. */
  image?: { url: string; width?: number | null; height?: number | null; alt?: string }
  type?: 'website' | 'article'
  publishedTime?: string
  modifiedTime?: string
  /** For pages that should not be indexed (the 404 page, the placeholder). */
  noIndex?: boolean
}

/** An item's share image: its large rendition when it has one, else the uploaded image. */
export function shareImage(image: ImageSet | null, alt: string): PageSeo['image'] {
  if (!image) return undefined
  return {
    url: image.large ?? image.src,
    width: image.large ? 1280 : image.width,
    height: image.large ? 720 : image.height,
    alt,
  }
}

/**
 * generateMetadata of a public list whose filters live in the `[keptQuery]` segment: page N of the
 * whole list is its own canonical page, a searched or filtered view points back to the list.
 */
export const listMetadata =
  (seo: Omit<PageSeo, 'page'>) =>
  async ({ params }: FilteredPageProps) =>
    buildMetadata({ ...seo, page: canonicalListPage(await readFilters(params)) })

/**
 * Title, description, keywords, canonical, Open Graph and Twitter tags for a public page.
 * Next merges openGraph shallowly, so every page gets the whole object from here.
 */
export async function buildMetadata(seo: PageSeo): Promise<Metadata> {
  const site = await getCachedSite()
  const image = seo.image
    ? {
        url: absoluteUrl(seo.image.url),
        ...(seo.image.width ? { width: seo.image.width } : {}),
        ...(seo.image.height ? { height: seo.image.height } : {}),
        alt: seo.image.alt ?? seo.title,
      }
    : { ...OG_IMAGE, url: absoluteUrl(OG_IMAGE.url), alt: site.namaBank }
  const fullTitle = seo.path === '/' ? seo.title : `${seo.title} | ${site.namaSingkat}`
  const url = canonicalPath(seo.path, seo.page)
  return {
    title: { absolute: fullTitle },
    description: seo.description,
    keywords: [...(seo.keywords ?? []), ...BASE_KEYWORDS, site.namaSingkat],
    alternates: {
      canonical: url,
      types: {
        'application/rss+xml': [{ url: '/news/rss.xml', title: `News ${site.namaSingkat}` }],
      },
    },
    openGraph: {
      type: seo.type ?? 'website',
      locale: 'id_ID',
      siteName: site.namaBank,
      title: fullTitle,
      description: seo.description,
      url,
      images: [image],
      ...(seo.publishedTime ? { publishedTime: seo.publishedTime } : {}),
      ...(seo.modifiedTime ? { modifiedTime: seo.modifiedTime } : {}),
    },
    twitter: {
      card: 'summary_large_image',
      title: fullTitle,
      description: seo.description,
      images: [image.url],
    },
    ...(seo.noIndex ? { robots: { index: false, follow: true } } : {}),
  }
}

/** Trims prose to a meta description of at most `max` characters, on a word boundary. */
export function toDescription(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  if (flat.length <= max) return flat
  const cut = flat.slice(0, max - 1)
  return `${cut.slice(0, cut.lastIndexOf(' '))}…`
}

/** A 404 page: its own title, also for link previews, and never indexed. */
export function notFoundMetadata(title: string): Metadata {
  return { title, robots: { index: false }, openGraph: { title, type: 'website', locale: 'id_ID' } }
}
