import type { SiteSetting } from '@/payload-types'
import type { NewsDto } from '@/modules/news/news.types'
import type { ProdukDto } from '@/modules/produk/produk.types'

import { absoluteUrl, type JsonLdNode, type ListEntry } from '@/lib/json-ld'
import { DPS_PERAN_LABEL } from '@/modules/site-look/site-look.rules'
import { socialLinks } from '@/modules/site-look/social-links'

const CONTEXT = 'https://schema.org'
/** Every other node points at the bank through this id instead of repeating it. */
const bankId = () => absoluteUrl('/#bank')

export function bankJsonLd(site: SiteSetting): JsonLdNode {
  const sameAs = socialLinks(site).map(({ href }) => href)
  return {
    '@context': CONTEXT,
    '@type': 'BankOrCreditUnion',
    '@id': bankId(),
    name: site.namaBank,
    alternateName: site.namaSingkat,
    slogan: site.motto,
    description: site.tentang,
    url: absoluteUrl('/'),
    logo: absoluteUrl('/brand/icon-512.png'),
    image: absoluteUrl('/images/og-image.png'),
    telephone: site.telepon,
    email: site.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: site.alamat.jalan,
      addressLocality: site.alamat.kota,
      addressRegion: site.alamat.provinsi,
      postalCode: site.alamat.kodePos,
      addressCountry: 'ID',
    },
    ...(sameAs.length > 0 ? { sameAs } : {}),
    // The Sharia Supervisory Board, which a sharia bank names beside its management.
    ...(site.dps?.length
      ? {
          member: site.dps.map((person) => ({
            '@type': 'Person',
            name: person.nama,
            jobTitle: DPS_PERAN_LABEL[person.peran],
          })),
        }
      : {}),
  }
}

/** The site itself, with its search (/cari) as the SearchAction that search engines offer. */
export function webSiteJsonLd(site: SiteSetting): JsonLdNode {
  return {
    '@context': CONTEXT,
    '@type': 'WebSite',
    name: site.namaBank,
    url: absoluteUrl('/'),
    inLanguage: 'id-ID',
    publisher: { '@id': bankId() },
    potentialAction: {
      '@type': 'SearchAction',
      target: {
        '@type': 'EntryPoint',
        urlTemplate: `${absoluteUrl('/cari')}?q={search_term_string}`,
      },
      'query-input': 'required name=search_term_string',
    },
  }
}

/** A breadcrumb trail: the home page, then each entry down to the current page. */
export const trailFromHome = (...entries: ListEntry[]): ListEntry[] => [
  { name: 'Beranda', path: '/' },
  ...entries,
]

export function collectionPageJsonLd(input: {
  name: string
  description: string
  path: string
  items: ListEntry[]
}): JsonLdNode {
  return {
    '@context': CONTEXT,
    '@type': 'CollectionPage',
    name: input.name,
    description: input.description,
    url: absoluteUrl(input.path),
    isPartOf: { '@type': 'WebSite', url: absoluteUrl('/') },
    mainEntity: {
      '@type': 'ItemList',
      numberOfItems: input.items.length,
      itemListElement: input.items.map((item, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: item.name,
        url: absoluteUrl(item.path),
      })),
    },
  }
}

export function breadcrumbJsonLd(items: ListEntry[]): JsonLdNode {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: absoluteUrl(item.path),
    })),
  }
}

/**
 * The advantages stay on the page only: schema.org gives a FinancialProduct (a Service) no
 * property for a list of selling points (additionalProperty belongs to Product and Place).
 */
export function financialProductJsonLd(produk: ProdukDto): JsonLdNode {
  const image = produk.gambarSet?.large ?? produk.gambar
  return {
    '@context': CONTEXT,
    '@type': 'FinancialProduct',
    name: produk.judul,
    alternateName: produk.subJudul,
    description: produk.deskripsi,
    url: absoluteUrl(`/produk/${produk.slug}`),
    ...(image ? { image: absoluteUrl(image) } : {}),
    provider: { '@id': bankId() },
    areaServed: { '@type': 'City', name: 'Yogyakarta' },
  }
}

export function newsArticleJsonLd(news: NewsDto, site: SiteSetting): JsonLdNode {
  const image = news.gambar?.large ?? news.thumbnail.secure_url
  const organisation = {
    '@type': 'Organization',
    '@id': bankId(),
    name: site.namaBank,
    logo: { '@type': 'ImageObject', url: absoluteUrl('/brand/icon-512.png') },
  }
  return {
    '@context': CONTEXT,
    '@type': 'NewsArticle',
    // Google truncates headlines past 110 characters.
    headline: news.judul.slice(0, 110),
    description: news.kutipan || news.isisatu.slice(0, 160),
    articleSection: news.kategori,
    inLanguage: 'id-ID',
    image: [absoluteUrl(image ?? '/images/og-image.png')],
    datePublished: new Date(news.dibuatPada).toISOString(),
    dateModified: new Date(news.updatedAt).toISOString(),
    mainEntityOfPage: absoluteUrl(`/news/${news.slug}`),
    url: absoluteUrl(`/news/${news.slug}`),
    author: organisation,
    publisher: organisation,
  }
}
