import { PageHeader } from '@/components/layout/page-header'
import { type FilteredPageProps, readFilters } from '@/modules/site/list-filters'
import { listHref, parsePage } from '@/lib/paginate'
import { RecordCard } from '@/modules/content/components/record-card'
import { RecordList, RecordListJsonLd } from '@/modules/content/components/record-list'
import { orEmptySlice, publicTypeOf, typeListMetadata } from '@/modules/content/public-type'
import { getCachedRecordPage } from '@/modules/site/public-content'

type Props = FilteredPageProps & { params: Promise<{ type: string }> }

export async function generateMetadata(props: Props) {
  const { type } = await props.params
  return typeListMetadata(publicTypeOf(type).slug)(props)
}

/** The public list of a registry-served type (/promo): newest first, windowed pages. */
export default async function RecordListPage({ params }: Props) {
  const { type } = await params
  const { slug, site, view } = publicTypeOf(type)
  const filters = await readFilters(params)
  const slice = await orEmptySlice(
    getCachedRecordPage(slug, {}, parsePage(filters.get('page')), view.pageSize),
    'Gagal ambil data',
  )
  const cards = slice.items.map(view.card)
  return (
    <>
      <PageHeader eyebrow={view.eyebrow} title={site.title} description={site.description} />
      <div className="mx-auto max-w-6xl px-4 py-10">
        <RecordList
          slice={slice}
          empty={view.empty}
          found={`${slice.total} ${site.title.toLowerCase()}`}
          columns="sm:grid-cols-2 lg:grid-cols-3"
          hrefFor={(page) => listHref(site.list.path, {}, page)}
          prevNext
        >
          {cards.map((card, index) => (
            <li key={card.href}>
              <RecordCard card={card} priority={index === 0} />
            </li>
          ))}
        </RecordList>
      </div>
      <RecordListJsonLd
        type={slug}
        items={cards.map((card) => ({ name: card.title, path: card.href }))}
      />
    </>
  )
}
