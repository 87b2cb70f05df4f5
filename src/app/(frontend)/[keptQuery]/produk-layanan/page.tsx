import { PageHeader } from '@/components/layout/page-header'
import { JsonLd } from '@/components/seo/json-ld'
import { ListStatus } from '@/components/ui/list-status'
import { Pagination } from '@/components/ui/pagination'
import { throwIfFaultInjected } from '@/lib/fault-injection'
import { type FilteredPageProps, readFilters } from '@/lib/list-filters'
import type { PageSlice } from '@/lib/page-query'
import { listHref, paramText, parsePage } from '@/lib/paginate'
import { listMetadata } from '@/modules/site/seo'
import { collectionPageJsonLd } from '@/modules/site/structured-data'
import { ProdukCard } from '@/modules/produk/components/produk-card'
import { PRODUK_MESSAGES } from '@/modules/produk/produk.rules'
import type { ProdukDto } from '@/modules/produk/produk.types'
import { getCachedProdukPage } from '@/modules/site/public-content'

import { ProdukSearch } from './produk-search'

/** SPEC 9: 12 products per page. */
const PAGE_SIZE = 12
const TITLE = 'Produk dan Layanan'
const DESCRIPTION =
  'Tabungan, deposito, dan pembiayaan syariah untuk keluarga dan UMKM: murabahah, mudharabah, musyarakah, gadai emas, umroh, dan lainnya.'

export const generateMetadata = listMetadata({
  title: TITLE,
  description: DESCRIPTION,
  path: '/produk-layanan',
  keywords: [
    'produk bank syariah',
    'tabungan syariah',
    'deposito mudharabah',
    'pembiayaan syariah',
  ],
})

async function loadProduk(filters: URLSearchParams): Promise<PageSlice<ProdukDto> | null> {
  try {
    throwIfFaultInjected(filters, 'produk')
    return await getCachedProdukPage(
      paramText(filters.get('q')),
      parsePage(filters.get('page')),
      PAGE_SIZE,
    )
  } catch (error) {
    console.error('Gagal memuat data produk', error)
    return null
  }
}

export default async function ProdukLayananPage({ params }: FilteredPageProps) {
  const filters = await readFilters(params)
  const query = paramText(filters.get('q'))
  const loaded = await loadProduk(filters)
  const slice = loaded ?? { items: [], page: 1, totalPages: 1, total: 0 }
  const hrefFor = (page: number) => listHref('/produk-layanan', { q: query }, page)

  return (
    <>
      <PageHeader
        eyebrow="Produk"
        title={TITLE}
        description="Simpanan dan pembiayaan sesuai prinsip syariah, disetujui Dewan Pengawas Syariah."
      />
      <div className="mx-auto max-w-6xl px-4 py-10">
        <ProdukSearch query={query} />
        {loaded === null ? (
          <p role="alert" className="mt-10 text-center font-semibold text-danger">
            Gagal memuat data produk.
          </p>
        ) : (
          <>
            <ListStatus
              slice={slice}
              empty={PRODUK_MESSAGES.notFound}
              found={`${slice.more ? `Lebih dari ${slice.total.toLocaleString('id-ID')}` : slice.total} produk${query ? ` untuk “${query}”` : ''}`}
            />
            {slice.total > 0 && (
              <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
                {slice.items.map((produk, index) => (
                  <li key={produk.slug} className="flex">
                    <ProdukCard
                      produk={produk}
                      headingLevel="h2"
                      className="w-full"
                      priority={index === 0}
                    />
                  </li>
                ))}
              </ul>
            )}
            <Pagination page={slice.page} totalPages={slice.totalPages} hrefFor={hrefFor} />
          </>
        )}
      </div>
      <JsonLd
        data={collectionPageJsonLd({
          name: TITLE,
          description: DESCRIPTION,
          path: '/produk-layanan',
          items: slice.items.map((p) => ({ name: p.judul, path: `/produk/${p.slug}` })),
        })}
      />
    </>
  )
}
