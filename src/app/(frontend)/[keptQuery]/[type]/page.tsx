import { PageHeader } from '@/components/layout/page-header'
import { JsonLd } from '@/components/seo/json-ld'
import { ListStatus } from '@/components/ui/list-status'
import { Pagination } from '@/components/ui/pagination'
import { type FilteredPageProps, readFilters } from '@/lib/list-filters'
import type { PageSlice } from '@/lib/page-query'
import { listHref, parsePage } from '@/lib/paginate'
import { RecordCard } from '@/modules/content/components/record-card'
import { publicTypeOf } from '@/modules/content/public-type'
import { buildMetadata } from '@/modules/site/seo'
import { collectionPageJsonLd } from '@/modules/site/structured-data'
import { getCachedRecordPage } from '@/modules/site/public-content'

type Props = FilteredPageProps & { params: Promise<{ type: string }> }

export async function generateMetadata({ params }: Props) {
  const { type } = await params
  const { site, view } = publicTypeOf(type)
  const page = parsePage((await readFilters(params)).get('page'))
  return buildMetadata({
    title: view.title,
    description: view.description,
    path: site.list.path,
    page: page > 1 ? page : undefined,
  })
}

/** The public list of a registry-served type (/promo): newest first, windowed pages. */
export default async function RecordListPage({ params }: Props) {
  const { type } = await params
  const { slug, site, view } = publicTypeOf(type)
  const filters = await readFilters(params)
  const empty: PageSlice<unknown> = { items: [], page: 1, totalPages: 1, total: 0 }
  const slice = await getCachedRecordPage(
    slug,
    parsePage(filters.get('page')),
    view.pageSize,
  ).catch((error: unknown) => {
    console.error('Gagal ambil data', error)
    return empty
  })
  const cards = slice.items.map(view.card)
  const hrefFor = (page: number) => listHref(site.list.path, {}, page)
  return (
    <>
      <PageHeader eyebrow={view.eyebrow} title={view.title} description={view.description} />
      <div className="mx-auto max-w-6xl px-4 py-10">
        <ListStatus
          slice={slice}
          empty={view.empty}
          found={`${slice.total} ${view.title.toLowerCase()}`}
        />
        {cards.length > 0 && (
          <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {cards.map((card, index) => (
              <li key={card.href}>
                <RecordCard card={card} priority={index === 0} />
              </li>
            ))}
          </ul>
        )}
        <Pagination page={slice.page} totalPages={slice.totalPages} hrefFor={hrefFor} prevNext />
      </div>
      <JsonLd
        data={collectionPageJsonLd({
          name: view.title,
          description: view.description,
          path: site.list.path,
          items: cards.map((card) => ({ name: card.title, path: card.href })),
        })}
      />
    </>
  )
}
