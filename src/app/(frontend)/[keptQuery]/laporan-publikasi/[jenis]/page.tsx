import { BackAndTrail } from '@/components/layout/breadcrumb'
import { PageHeader } from '@/components/layout/page-header'
import { JsonLd } from '@/components/seo/json-ld'
import { readFilters } from '@/modules/site/list-filters'
import { pageNote, parsePage } from '@/lib/paginate'
import { RecordList } from '@/modules/content/components/record-list'
import { orEmptySlice } from '@/modules/content/public-type'
import { getCachedRecordPage } from '@/modules/site/public-content'
import { buildMetadata, notFoundMetadata } from '@/modules/site/seo'
import {
  breadcrumbJsonLd,
  collectionPageJsonLd,
  trailFromHome,
} from '@/modules/site/structured-data'

import { LaporanCard } from '../laporan-card'
import { archivePath, LAPORAN_SECTIONS, SHELF_SIZE } from '../laporan-sections'

type Params = Promise<{ keptQuery: string; jenis: string }>

const sectionOf = (slug: string) => LAPORAN_SECTIONS.find((section) => section.slug === slug)

export async function generateMetadata({ params }: { params: Params }) {
  const [{ jenis }, filters] = await Promise.all([params, readFilters(params)])
  const section = sectionOf(jenis)
  if (!section) return notFoundMetadata('Laporan tidak ditemukan')
  const page = parsePage(filters.get('page'))
  return buildMetadata({
    page: page > 1 ? page : undefined,
    title: section.title,
    description: `Arsip ${section.title.toLowerCase()} bank, terbaru lebih dulu, dalam format PDF.`,
    path: archivePath(section.slug),
    keywords: ['laporan keuangan BPRS', section.title],
  })
}

/** /laporan-publikasi/<jenis>: every report of one jenis, newest first, 12 a page. */
export default async function LaporanArchivePage({ params }: { params: Params }) {
  const [{ jenis }, filters] = await Promise.all([params, readFilters(params)])
  // The proxy lets only the three jenis through; anything else never reaches this page.
  const section = sectionOf(jenis) ?? LAPORAN_SECTIONS[0]
  const slice = await orEmptySlice(
    getCachedRecordPage(
      'laporan',
      { jenis: section.jenis },
      parsePage(filters.get('page')),
      SHELF_SIZE,
    ),
    'Gagal memuat laporan',
  )
  const path = archivePath(section.slug)
  const trail = trailFromHome(
    { name: 'Laporan Publikasi', path: '/laporan-publikasi' },
    { name: section.title, path },
  )

  return (
    <>
      <PageHeader eyebrow="Transparansi" title={section.title}>
        <BackAndTrail trail={trail} className="mt-4" />
      </PageHeader>
      <div className="mx-auto max-w-6xl px-4 py-10">
        <RecordList
          slice={slice}
          status={
            <p role="status" className="text-sm text-muted">
              {slice.total === 0
                ? 'Belum ada laporan.'
                : `${slice.total} laporan${pageNote(slice)}`}
            </p>
          }
          columns="sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
          hrefFor={(page) => (page > 1 ? `${path}?page=${page}` : path)}
          prevNext
        >
          {slice.items.map((laporan, index) => (
            <li key={laporan._id}>
              <LaporanCard laporan={laporan} priority={index === 0} />
            </li>
          ))}
        </RecordList>
      </div>
      <JsonLd
        data={[
          collectionPageJsonLd({
            name: section.title,
            description: section.title,
            path,
            items: slice.items
              .filter((laporan) => laporan.fileUrl)
              .map((laporan) => ({ name: laporan.judul, path: laporan.fileUrl as string })),
          }),
          breadcrumbJsonLd(trail),
        ]}
      />
    </>
  )
}
