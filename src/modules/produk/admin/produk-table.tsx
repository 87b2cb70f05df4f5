'use client'

import { createColumnHelper, type SortingState } from '@tanstack/react-table'
import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useCallback, useMemo } from 'react'

import type { ProdukDto } from '@/modules/produk/produk.types'

import { DataTable } from '@/modules/admin/components/data-table'
import { ListToolbar } from '@/modules/admin/components/list-toolbar'
import { RowActions } from '@/modules/admin/components/row-actions'
import { ThumbnailCell } from '@/modules/admin/components/thumbnail-cell'
import { DEFAULT_THUMB } from '@/modules/admin/dashboard/recent-activity'
import { useDeleteRecord } from '@/modules/admin/hooks/use-delete-record'
import { TOASTS } from '@/modules/admin/hooks/use-feedback'
import { type InitialListPage, useListPage } from '@/modules/admin/hooks/use-list-page'
import { useListState } from '@/modules/admin/hooks/use-list-state'
import { excerpt, formatTanggal } from '@/lib/format'
import { fakeProdukSizeKb } from '@/modules/produk/produk.rules'
import { LIST_KEYS } from '@/modules/admin/lib/swr-keys'
import { PRODUK_TEXT } from './produk-text'

const column = createColumnHelper<ProdukDto>()

// SPEC 2.2: the list starts newest created first, which is the Dibuat Pada column, descending.
const DEFAULT_SORTING: SortingState = [{ id: 'dibuat', desc: true }]

/** /admin/produk: search, sort by creation date or the spec's faked size, 10 a page. */
export function ProdukTable({ initial }: { initial: InitialListPage<ProdukDto> | null }) {
  const router = useRouter()
  const { data, error, mutate } = useListPage(LIST_KEYS.produk, initial)
  const remove = useDeleteRecord({
    endpoint: LIST_KEYS.produk,
    texts: PRODUK_TEXT,
    feedback: TOASTS,
    // SPEC 4 reloads the page after a product is deleted: refetch the list and the page data.
    onDeleted: useCallback(async () => {
      await mutate()
      router.refresh()
    }, [mutate, router]),
  })
  const { query, setQuery, sorting, setSorting, page, setPage } = useListState(DEFAULT_SORTING)

  const columns = useMemo(() => {
    return [
      column.display({
        id: 'thumbnail',
        header: 'Thumbnail',
        cell: ({ row }) => (
          <ThumbnailCell
            src={row.original.gambarSet?.card ?? row.original.gambar ?? DEFAULT_THUMB}
          />
        ),
      }),
      column.accessor('judul', {
        header: 'Judul Produk dan Layanan',
        sortingFn: 'alphanumeric',
        sortDescFirst: false,
        meta: { className: 'min-w-48' },
        cell: ({ row }) => (
          <Link
            href={`/admin/produk/detail/${row.original._id}`}
            className="font-semibold text-brand-700 hover:underline"
          >
            {row.original.judul}
          </Link>
        ),
      }),
      column.accessor((p) => Date.parse(p.createdAt), {
        id: 'dibuat',
        header: 'Dibuat Pada',
        sortDescFirst: false,
        cell: ({ row }) => (
          <time dateTime={row.original.createdAt} className="whitespace-nowrap">
            {formatTanggal(row.original.createdAt)}
          </time>
        ),
      }),
      column.accessor('deskripsi', {
        header: 'Deskripsi',
        enableSorting: false,
        meta: { className: 'text-xs' },
        cell: ({ getValue }) => <span className="text-muted">{excerpt(getValue())}</span>,
      }),
      column.accessor((p) => fakeProdukSizeKb(p.keunggulan.length), {
        id: 'ukuran',
        header: 'Ukuran File',
        sortDescFirst: false,
        cell: ({ getValue }) => <span className="whitespace-nowrap">{getValue()} KB</span>,
      }),
      column.display({
        id: 'aksi',
        header: 'Aksi',
        cell: ({ row }) => (
          <RowActions
            label={row.original.judul}
            detailHref={`/admin/produk/detail/${row.original._id}`}
            editHref={`/admin/produk/edit/${row.original._id}`}
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
        placeholder="Cari judul produk..."
        addHref="/admin/produk/tambah"
        addWhat="Produk"
      />
      {error && !data ? (
        <p
          role="alert"
          className="rounded-lg bg-danger-50 px-4 py-3 text-sm font-medium text-danger"
        >
          {PRODUK_TEXT.loadFailed}
        </p>
      ) : null}
      <DataTable
        data={data?.items ?? []}
        total={data?.total ?? 0}
        columns={columns}
        caption="Daftar produk dan layanan"
        emptyText={PRODUK_TEXT.empty}
        getRowId={(p) => p._id}
        sorting={sorting}
        onSortingChange={setSorting}
        page={page}
        onPageChange={setPage}
        hidePaginationOnSinglePage
      />
    </div>
  )
}
