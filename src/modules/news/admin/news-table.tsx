'use client'

import { createColumnHelper, type SortingState } from '@tanstack/react-table'
import { useCallback, useMemo } from 'react'

import { KATEGORI_NEWS } from '@/modules/news/news.rules'
import type { NewsDto } from '@/modules/news/news.types'

import { KategoriBadge } from '@/modules/admin/components/badges'
import { DataTable } from '@/modules/admin/components/data-table'
import { FilterSelect } from '@/modules/admin/components/filter-select'
import { ListToolbar } from '@/modules/admin/components/list-toolbar'
import { recordColumn } from '@/modules/admin/components/record-columns'
import { listThumbnail } from '@/modules/admin/lib/list-thumbnail'
import { DIALOGS } from '@/modules/admin/hooks/use-feedback'
import { useDeleteRecord } from '@/modules/admin/hooks/use-delete-record'
import { type InitialListPage, useListPage, withoutItem } from '@/modules/admin/hooks/use-list-page'
import { useListState } from '@/modules/admin/hooks/use-list-state'
import { formatKilobytes } from '@/lib/format'
import { LIST_KEYS } from '@/modules/admin/lib/swr-keys'
import { NEWS_TEXT } from './news-text'

const column = createColumnHelper<NewsDto>()

// SPEC 4: the news table starts sorted by date, newest first.
const DEFAULT_SORTING: SortingState = [{ id: 'dibuatPada', desc: true }]

/** /admin/news: title search, category filter, date and size sorts, 10 a page. */
export function NewsTable({ initial }: { initial: InitialListPage<NewsDto> | null }) {
  const { data, mutate, busy } = useListPage(LIST_KEYS.news, initial)
  const remove = useDeleteRecord({
    endpoint: LIST_KEYS.news,
    texts: NEWS_TEXT,
    feedback: DIALOGS,
    // SPEC 4: a deleted news item leaves the local list at once; the page then refills.
    onDeleted: useCallback((id: string) => mutate(withoutItem(id), { revalidate: true }), [mutate]),
  })
  const list = useListState(DEFAULT_SORTING)

  const columns = useMemo(() => {
    return [
      recordColumn.thumbnail(listThumbnail.news),
      recordColumn.titleLink<NewsDto>('Judul', (n) => `/admin/news/detail/${n.slug}`),
      column.accessor('kategori', {
        header: 'Kategori',
        enableSorting: false,
        cell: ({ getValue }) => <KategoriBadge kategori={getValue()} />,
      }),
      recordColumn.excerpt<NewsDto>('isisatu', 'Isi', (n) => n.isisatu),
      recordColumn.date<NewsDto>('dibuatPada', (n) => n.dibuatPada, true),
      column.accessor((n) => n.thumbnail.size, {
        id: 'ukuran',
        header: 'Ukuran File',
        sortDescFirst: false,
        cell: ({ getValue }) => (
          <span className="whitespace-nowrap">{formatKilobytes(getValue())}</span>
        ),
      }),
      recordColumn.actions<NewsDto>(remove, (n) => ({
        detailHref: `/admin/news/detail/${n.slug}`,
        editHref: `/admin/news/edit/${n.slug}`,
      })),
    ]
  }, [remove])

  return (
    <div className="space-y-4">
      <ListToolbar
        list={list}
        placeholder="Cari judul News..."
        addHref="/admin/news/tambah"
        addWhat="News"
      >
        <FilterSelect
          param="kategori"
          label="Filter kategori"
          allLabel={NEWS_TEXT.allKategori}
          options={KATEGORI_NEWS}
        />
      </ListToolbar>
      <DataTable
        data={data}
        busy={busy}
        list={list}
        columns={columns}
        caption="Daftar news"
        emptyText={NEWS_TEXT.empty}
        hidePaginationOnSinglePage
      />
    </div>
  )
}
