import { PageHeader } from '@/components/layout/page-header'
import { JsonLd } from '@/components/seo/json-ld'
import { Pagination } from '@/components/ui/pagination'
import { canonicalListPage, readFilters } from '@/lib/list-filters'
import { paginate, paramText, parsePage } from '@/lib/paginate'
import { matchesJudul } from '@/lib/title-match'
import { buildMetadata } from '@/modules/site/seo'
import { collectionPageJsonLd } from '@/modules/site/structured-data'
import { NewsCard } from '@/modules/news/components/news-card'
import { NewsSideList } from '@/modules/news/components/news-side-list'
import { newestNewsFirst } from '@/modules/news/news.query'
import { NEWS_MESSAGES } from '@/modules/news/news.rules'
import type { NewsDto } from '@/modules/news/news.types'
import { getCachedNews } from '@/modules/site/public-content'

import { NewsFilters } from './news-filters'

/** SPEC 9: 9 news items per page, 3 random ones in the side box (from the newest SIDE_POOL). */
const PAGE_SIZE = 9
const SIDE_COUNT = 3
const SIDE_POOL = 12
const TITLE = 'News'
const DESCRIPTION =
  'Kabar terbaru, pengumuman, agenda perusahaan, dan edukasi keuangan syariah: tabungan, investasi, emas, zakat dan wakaf, haji, dan umroh.'

type Params = Promise<{ filters: string }>

export async function generateMetadata({ params }: { params: Params }) {
  const filters = await readFilters(params)
  return buildMetadata({
    page: canonicalListPage(filters),
    title: TITLE,
    description: DESCRIPTION,
    path: '/news',
    keywords: ['berita bank syariah', 'pengumuman', 'edukasi keuangan syariah'],
  })
}

export default async function NewsPage({ params }: { params: Params }) {
  const filters = await readFilters(params)
  // SPEC 8: a failed news read is only logged; the visitor sees an empty list.
  const all = await getCachedNews().catch((error: unknown) => {
    console.error('Gagal ambil data', error)
    return [] as NewsDto[]
  })
  const categories = [...new Set(all.map((news) => news.kategori))].sort((a, b) =>
    a.localeCompare(b, 'id'),
  )
  const query = paramText(filters.get('q'))
  const requested = paramText(filters.get('kategori'))
  const kategori = categories.includes(requested as NewsDto['kategori']) ? requested : ''
  const matches = all
    .filter(
      (news) => (kategori === '' || news.kategori === kategori) && matchesJudul(news.judul, query),
    )
    // The list arrives so, but the order is the page's promise.
    .sort(newestNewsFirst)
  const slice = paginate(matches, parsePage(filters.get('page')), PAGE_SIZE)
  const hrefFor = (page: number) => {
    const next = new URLSearchParams()
    if (query) next.set('q', query)
    if (kategori) next.set('kategori', kategori)
    if (page > 1) next.set('page', String(page))
    return next.size ? `/news?${next}` : '/news'
  }

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
          <p
            role="status"
            className={
              slice.total === 0 ? 'mt-10 text-center text-lg text-muted' : 'mt-6 text-sm text-muted'
            }
          >
            {slice.total === 0
              ? NEWS_MESSAGES.notFound
              : `${slice.total} news${kategori ? ` dalam kategori ${kategori}` : ''}${query ? ` untuk “${query}”` : ''}${
                  slice.totalPages > 1 ? `, halaman ${slice.page} dari ${slice.totalPages}` : ''
                }`}
          </p>
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
        <NewsSideList items={all.slice(0, SIDE_POOL)} count={SIDE_COUNT} />
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
