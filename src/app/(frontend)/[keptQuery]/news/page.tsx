import { PageHeader } from '@/components/layout/page-header'
import { JsonLd } from '@/components/seo/json-ld'
import { ListStatus } from '@/components/ui/list-status'
import { Pagination } from '@/components/ui/pagination'
import { type FilteredPageProps, readFilters } from '@/lib/list-filters'
import type { PageSlice } from '@/lib/page-query'
import { listHref, paramText, parsePage } from '@/lib/paginate'
import { listMetadata } from '@/modules/site/seo'
import { collectionPageJsonLd } from '@/modules/site/structured-data'
import { NewsCard } from '@/modules/news/components/news-card'
import { NewsSideList } from '@/modules/news/components/news-side-list'
import { type KategoriNews, NEWS_MESSAGES } from '@/modules/news/news.rules'
import type { NewsDto } from '@/modules/news/news.types'
import {
  getCachedNewsCategories,
  getCachedNewsPage,
  getCachedPools,
  PICK_POOL,
} from '@/modules/site/public-content'

import { NewsFilters } from './news-filters'

/** SPEC 9: 9 news items per page, 3 random ones of the newest in the side box. */
const PAGE_SIZE = 9
const SIDE_COUNT = 3
const TITLE = 'News'
const DESCRIPTION =
  'Kabar terbaru, pengumuman, agenda perusahaan, dan edukasi keuangan syariah: tabungan, investasi, emas, zakat dan wakaf, haji, dan umroh.'

export const generateMetadata = listMetadata({
  title: TITLE,
  description: DESCRIPTION,
  path: '/news',
  keywords: ['berita bank syariah', 'pengumuman', 'edukasi keuangan syariah'],
})

export default async function NewsPage({ params }: FilteredPageProps) {
  const filters = await readFilters(params)
  const query = paramText(filters.get('q'))
  const requested = paramText(filters.get('kategori'))
  const empty: PageSlice<NewsDto> = { items: [], page: 1, totalPages: 1, total: 0 }
  // SPEC 8: a failed news read is only logged; the visitor sees an empty list.
  const [categories, pools] = await Promise.all([
    getCachedNewsCategories(),
    getCachedPools(),
  ]).catch((error: unknown) => {
    console.error('Gagal ambil data', error)
    return [[], { news: [] }] as [KategoriNews[], { news: NewsDto[] }]
  })
  const kategori = categories.find((k) => k === requested) ?? ''
  const slice = categories.length
    ? await getCachedNewsPage(
        { q: query, kategori },
        parsePage(filters.get('page')),
        PAGE_SIZE,
      ).catch((error: unknown) => {
        console.error('Gagal ambil data', error)
        return empty
      })
    : empty
  const hrefFor = (page: number) => listHref('/news', { q: query, kategori }, page)

  return (
    <>
      <PageHeader
        eyebrow="Kabar Terbaru"
        title={TITLE}
        description="Kabar, pengumuman, dan edukasi keuangan syariah dari kami."
      />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 lg:grid-cols-4">
        <div className="lg:col-span-3">
          <NewsFilters query={query} kategori={kategori} categories={categories} />
          <ListStatus
            slice={slice}
            empty={NEWS_MESSAGES.notFound}
            found={`${slice.more ? `Lebih dari ${slice.total.toLocaleString('id-ID')}` : slice.total} news${kategori ? ` dalam kategori ${kategori}` : ''}${query ? ` untuk “${query}”` : ''}`}
          />
          {slice.total > 0 && (
            <ul className="mt-4 grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
              {slice.items.map((news, index) => (
                <li key={news.slug}>
                  <NewsCard news={news} priority={index === 0} />
                </li>
              ))}
            </ul>
          )}
          <Pagination page={slice.page} totalPages={slice.totalPages} hrefFor={hrefFor} prevNext />
        </div>
        <NewsSideList items={pools.news.slice(0, PICK_POOL)} count={SIDE_COUNT} />
      </div>
      <JsonLd
        data={collectionPageJsonLd({
          name: TITLE,
          description: DESCRIPTION,
          path: '/news',
          items: slice.items.map((n) => ({ name: n.judul, path: `/news/${n.slug}` })),
        })}
      />
    </>
  )
}
