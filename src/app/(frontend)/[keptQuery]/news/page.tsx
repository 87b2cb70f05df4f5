import { PageHeader } from '@/components/layout/page-header'
import { type FilteredPageProps, readFilters } from '@/modules/site/list-filters'
import { listHref, paramText, parsePage } from '@/lib/paginate'
import { RecordList, RecordListJsonLd } from '@/modules/content/components/record-list'
import { EMPTY_SLICE, orEmptySlice, typeListMetadata } from '@/modules/content/public-type'
import { NewsCard } from '@/modules/news/components/news-card'
import { NewsSideList } from '@/modules/news/components/news-side-list'
import { type KategoriNews, NEWS_MESSAGES } from '@/modules/news/news.rules'
import type { NewsDto } from '@/modules/news/news.types'
import {
  getCachedNewsCategories,
  getCachedRecordPage,
  getCachedPools,
  PICK_POOL,
} from '@/modules/site/public-content'

import { NewsFilters } from './news-filters'

/** SPEC 9: 9 news items per page, 3 random ones of the newest in the side box. */
const PAGE_SIZE = 9
const SIDE_COUNT = 3

export const generateMetadata = typeListMetadata('news')

export default async function NewsPage({ params }: FilteredPageProps) {
  const filters = await readFilters(params)
  const query = paramText(filters.get('q'))
  const requested = paramText(filters.get('kategori'))
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
    ? await orEmptySlice(
        getCachedRecordPage(
          'news',
          { q: query, kategori },
          parsePage(filters.get('page')),
          PAGE_SIZE,
        ),
        'Gagal ambil data',
      )
    : EMPTY_SLICE

  return (
    <>
      <PageHeader
        eyebrow="Kabar Terbaru"
        title="News"
        description="Kabar, pengumuman, dan edukasi keuangan syariah dari kami."
      />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 lg:grid-cols-4">
        <div className="lg:col-span-3">
          <NewsFilters query={query} kategori={kategori} categories={categories} />
          <RecordList
            slice={slice}
            empty={NEWS_MESSAGES.notFound}
            found={`${slice.more ? `Lebih dari ${slice.total.toLocaleString('id-ID')}` : slice.total} news${kategori ? ` dalam kategori ${kategori}` : ''}${query ? ` untuk “${query}”` : ''}`}
            columns="sm:grid-cols-2 xl:grid-cols-3"
            hrefFor={(page) => listHref('/news', { q: query, kategori }, page)}
            prevNext
          >
            {slice.items.map((news, index) => (
              <li key={news.slug}>
                <NewsCard news={news} priority={index === 0} />
              </li>
            ))}
          </RecordList>
        </div>
        <NewsSideList items={pools.news.slice(0, PICK_POOL)} count={SIDE_COUNT} />
      </div>
      <RecordListJsonLd
        type="news"
        items={slice.items.map((n) => ({ name: n.judul, path: `/news/${n.slug}` }))}
      />
    </>
  )
}
