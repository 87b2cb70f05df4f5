import { PageHeader } from '@/components/layout/page-header'
import { throwIfFaultInjected } from '@/lib/fault-injection'
import { type FilteredPageProps, readFilters } from '@/modules/site/list-filters'
import type { PageSlice } from '@/lib/page-query'
import { listHref, paramText, parsePage } from '@/lib/paginate'
import { RecordList, RecordListJsonLd } from '@/modules/content/components/record-list'
import { EMPTY_SLICE, typeListMetadata } from '@/modules/content/public-type'
import { ProdukCard } from '@/modules/produk/components/produk-card'
import { PRODUK_MESSAGES } from '@/modules/produk/produk.rules'
import type { ProdukDto } from '@/modules/produk/produk.types'
import { getCachedRecordPage } from '@/modules/site/public-content'

import { ProdukSearch } from './produk-search'

/** SPEC 9: 12 products per page. */
const PAGE_SIZE = 12

export const generateMetadata = typeListMetadata('produk')

async function loadProduk(filters: URLSearchParams): Promise<PageSlice<ProdukDto> | null> {
  try {
    throwIfFaultInjected(filters, 'produk')
    return await getCachedRecordPage(
      'produk',
      { q: paramText(filters.get('q')) },
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
  const slice = loaded ?? EMPTY_SLICE

  return (
    <>
      <PageHeader
        eyebrow="Produk"
        title="Produk dan Layanan"
        description="Simpanan dan pembiayaan sesuai prinsip syariah, disetujui Dewan Pengawas Syariah."
      />
      <div className="mx-auto max-w-6xl px-4 py-10">
        <ProdukSearch query={query} />
        {loaded === null ? (
          <p role="alert" className="mt-10 text-center font-semibold text-danger">
            Gagal memuat data produk.
          </p>
        ) : (
          <RecordList
            slice={slice}
            empty={PRODUK_MESSAGES.notFound}
            found={`${slice.more ? `Lebih dari ${slice.total.toLocaleString('id-ID')}` : slice.total} produk${query ? ` untuk “${query}”` : ''}`}
            columns="sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
            hrefFor={(page) => listHref('/produk-layanan', { q: query }, page)}
          >
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
          </RecordList>
        )}
      </div>
      <RecordListJsonLd
        type="produk"
        items={slice.items.map((p) => ({ name: p.judul, path: `/produk/${p.slug}` }))}
      />
    </>
  )
}
