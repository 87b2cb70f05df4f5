'use client'

import { createColumnHelper, type SortingState } from '@tanstack/react-table'
import Link from 'next/link'
import { useCallback, useMemo } from 'react'

import { KATEGORI_NEWS } from '@/modules/news/news.rules'
import type { NewsDto } from '@/modules/news/news.types'

import { KategoriBadge } from '@/modules/admin/components/badges'
import { DataTable } from '@/modules/admin/components/data-table'
import { FilterSelect } from '@/modules/admin/components/filter-select'
import { ListToolbar } from '@/modules/admin/components/list-toolbar'
import { RowActions } from '@/modules/admin/components/row-actions'
import { ThumbnailCell } from '@/modules/admin/components/thumbnail-cell'
import { DEFAULT_THUMB } from '@/modules/admin/dashboard/recent-activity'
import { DIALOGS } from '@/modules/admin/hooks/use-feedback'
import { useDeleteRecord } from '@/modules/admin/hooks/use-delete-record'
import { type InitialListPage, useListPage } from '@/modules/admin/hooks/use-list-page'
import { useListState } from '@/modules/admin/hooks/use-list-state'
import { excerpt, formatKilobytes, formatTanggal } from '@/lib/format'
import { LIST_KEYS } from '@/modules/admin/lib/swr-keys'
import { NEWS_TEXT } from './news-text'

const column = createColumnHelper<NewsDto>()

// SPEC 4: the news table starts sorted by date, newest first.
const DEFAULT_SORTING: SortingState = [{ id: 'dibuatPada', desc: true }]

/** /admin/news: title search, category filter, date and size sorts, 10 a page. */
export function NewsTable({ initial }: { initial: InitialListPage<NewsDto> | null }) {
  const { data, mutate } = useListPage(LIST_KEYS.news, initial)
  const remove = useDeleteRecord({
    endpoint: LIST_KEYS.news,
    texts: NEWS_TEXT,
    feedback: DIALOGS,
    // SPEC 4: a deleted news item leaves the local list at once; the page then refills.
    onDeleted: useCallback(
      (id: string) =>
        mutate(
          (page) =>
            page && { items: page.items.filter((n) => n._id !== id), total: page.total - 1 },
          { revalidate: true },
        ),
      [mutate],
    ),
  })
  const { query, setQuery, sorting, setSorting, page, setPage, url } = useListState(DEFAULT_SORTING)
  const kategori = url.get('kategori') ?? ''

  const columns = useMemo(() => {
    return [
      column.display({
        id: 'thumbnail',
        header: 'Thumbnail',
        cell: ({ row }) => (
          <ThumbnailCell
            src={row.original.gambar?.card ?? row.original.thumbnail.secure_url ?? DEFAULT_THUMB}
          />
        ),
      }),
      column.accessor('judul', {
        header: 'Judul',
        sortingFn: 'alphanumeric',
        sortDescFirst: false,
        meta: { className: 'min-w-48' },
        cell: ({ row }) => (
          <Link
            href={`/admin/news/detail/${row.original.slug}`}
            className="font-semibold text-brand-700 hover:underline"
          >
            {row.original.judul}
          </Link>
        ),
      }),
      column.accessor('kategori', {
        header: 'Kategori',
        enableSorting: false,
        cell: ({ getValue }) => <KategoriBadge kategori={getValue()} />,
      }),
      column.accessor('isisatu', {
        header: 'Isi',
        enableSorting: false,
        meta: { className: 'text-xs' },
        cell: ({ getValue }) => <span className="text-muted">{excerpt(getValue())}</span>,
      }),
      column.accessor((n) => Date.parse(n.dibuatPada), {
        id: 'dibuatPada',
        header: 'Dibuat Pada',
        sortDescFirst: true,
        cell: ({ row }) => (
          <time dateTime={row.original.dibuatPada} className="whitespace-nowrap">
            {formatTanggal(row.original.dibuatPada)}
          </time>
        ),
      }),
      column.accessor((n) => n.thumbnail.size, {
        id: 'ukuran',
        header: 'Ukuran File',
        sortDescFirst: false,
        cell: ({ getValue }) => (
          <span className="whitespace-nowrap">{formatKilobytes(getValue())}</span>
        ),
      }),
      column.display({
        id: 'aksi',
        header: 'Aksi',
        cell: ({ row }) => (
          <RowActions
            label={row.original.judul}
            detailHref={`/admin/news/detail/${row.original.slug}`}
            editHref={`/admin/news/edit/${row.original.slug}`}
            onDelete={() => remove(row.original._id)}
          />
        ),
      }),
    ]
  }, [remove])

  return (
    <div className="space-y-4">
      <ListToolbar
        query={query}
        onQuery={setQuery}
        placeholder="Cari judul News..."
        addHref="/admin/news/tambah"
        addWhat="News"
      >
        <FilterSelect
          label="Filter kategori"
          allLabel={NEWS_TEXT.allKategori}
          options={KATEGORI_NEWS}
          value={kategori}
          onChange={(value) => url.set({ kategori: value, page: null })}
        />
      </ListToolbar>
      <DataTable
        data={data?.items ?? []}
        total={data?.total ?? 0}
        columns={columns}
        caption="Daftar news"
        emptyText={NEWS_TEXT.empty}
        getRowId={(n) => n._id}
        sorting={sorting}
        onSortingChange={setSorting}
        page={page}
        onPageChange={setPage}
        hidePaginationOnSinglePage
      />
    </div>
  )
}
