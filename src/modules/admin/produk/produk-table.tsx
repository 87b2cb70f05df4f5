'use client'

import { createColumnHelper, type SortingState } from '@tanstack/react-table'
import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useMemo } from 'react'
import { toast } from 'sonner'
import useSWR from 'swr'

import type { ProdukDto } from '@/modules/produk/produk.service'

import { DataTable } from '../components/data-table'
import { ListToolbar } from '../components/list-toolbar'
import { useDialogs } from '../components/dialogs'
import { RowActions } from '../components/row-actions'
import { ThumbnailCell } from '../components/thumbnail-cell'
import { DEFAULT_THUMB } from '../dashboard/recent-activity'
import { matchesJudul, useListState } from '../hooks/use-list-state'
import { fetchJson, requestJson } from '../lib/api-client'
import { excerpt, fakeProdukSizeKb, formatTanggal } from '../lib/format'
import { LIST_KEYS } from '../lib/swr-keys'
import { PRODUK_TEXT } from './produk-text'

const column = createColumnHelper<ProdukDto>()

// SPEC 2.2: the list starts newest created first, which is the Dibuat Pada column, descending.
const DEFAULT_SORTING: SortingState = [{ id: 'dibuat', desc: true }]

/** /admin/produk: search, sort by creation date or the spec's faked size, 10 a page. */
export function ProdukTable({
  initial,
  loadFailed,
}: {
  initial: ProdukDto[]
  loadFailed: boolean
}) {
  const router = useRouter()
  const {
    data = initial,
    error,
    mutate,
  } = useSWR(LIST_KEYS.produk, fetchJson<ProdukDto[]>, {
    fallbackData: initial,
  })
  const { confirm } = useDialogs()
  const { query, setQuery, sorting, setSorting, page, setPage } = useListState(DEFAULT_SORTING)

  const rows = useMemo(() => data.filter((p) => matchesJudul(p.judul, query)), [data, query])

  const columns = useMemo(() => {
    const remove = async (produk: ProdukDto) => {
      const sure = await confirm(PRODUK_TEXT.confirmDelete, { confirmLabel: 'Hapus', danger: true })
      if (!sure) return
      const result = await requestJson('DELETE', `/api/produk/${produk._id}`)
      if (!result.ok) {
        toast.error(PRODUK_TEXT.deleteFailed, { description: result.error ?? undefined })
        return
      }
      toast.success(PRODUK_TEXT.deleted)
      // SPEC 4 reloads the page after a product is deleted: refetch the list and the page data.
      await mutate()
      router.refresh()
    }

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
            onDelete={() => remove(row.original)}
          />
        ),
      }),
    ]
  }, [confirm, mutate, router])

  return (
    <div className="space-y-4">
      <ListToolbar
        query={query}
        onQuery={setQuery}
        placeholder="Cari judul produk..."
        addHref="/admin/produk/tambah"
        addWhat="Produk"
      />
      {loadFailed || (error && data.length === 0) ? (
        <p
          role="alert"
          className="rounded-lg bg-danger-50 px-4 py-3 text-sm font-medium text-danger"
        >
          {PRODUK_TEXT.loadFailed}
        </p>
      ) : null}
      <DataTable
        data={rows}
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
