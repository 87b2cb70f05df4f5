import { RecordJsonLd } from '@/modules/content/components/record-json-ld'
import { RecordNotFound } from '@/modules/content/components/record-not-found'
import {
  loggedAsMissing,
  recordLoader,
  recordMetadata,
  recordTrail,
} from '@/modules/content/public-type'
import { seoShareImage, withSeo, withSeoJsonLd } from '@/modules/seo/seo-meta'
import { shareImage, toDescription } from '@/modules/site/seo'
import { financialProductJsonLd } from '@/modules/site/structured-data'
import { ProdukArticle } from '@/modules/produk/components/produk-article'
import { getCachedRecordBySlug, getCachedSite } from '@/modules/site/public-content'

type Params = Promise<{ slug: string }>

/** One indexed read; a failed read counts as not found. */
const findProduk = recordLoader(
  (slug: string) => getCachedRecordBySlug('produk', slug),
  loggedAsMissing('Gagal memuat produk'),
)

export async function generateMetadata({ params }: { params: Params }) {
  const { slug } = await params
  const produk = await findProduk(slug)
  const image = await seoShareImage(produk?.seo)
  return recordMetadata('produk', produk?.slug ?? slug, produk, (produk) =>
    withSeo(produk.seo, image, {
      title: produk.judul,
      description: toDescription(`${produk.subJudul}. ${produk.deskripsi}`),
      keywords: [produk.judul, ...produk.keunggulan.map((k) => k.label)],
      image: shareImage(produk.gambarSet, produk.judul),
    }),
  )
}

export default async function ProdukDetailPage({ params }: { params: Params }) {
  const produk = await findProduk((await params).slug)
  if (!produk) return <RecordNotFound type="produk" />
  const [site, image] = await Promise.all([getCachedSite(), seoShareImage(produk.seo)])
  const trail = recordTrail('produk', produk.judul, produk.slug)

  return (
    <ProdukArticle produk={produk} site={site}>
      <RecordJsonLd
        node={withSeoJsonLd(financialProductJsonLd(produk), produk.seo, image)}
        trail={trail}
      />
    </ProdukArticle>
  )
}
