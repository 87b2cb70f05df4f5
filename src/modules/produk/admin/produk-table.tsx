'use client'

import { createColumnHelper, type SortingState } from '@tanstack/react-table'
import { useRouter } from 'next/navigation'
import { useCallback, useMemo } from 'react'

import type { ProdukDto } from '@/modules/produk/produk.types'

import { DataTable } from '@/modules/admin/components/data-table'
import { ListToolbar } from '@/modules/admin/components/list-toolbar'
import { recordColumn } from '@/modules/admin/components/record-columns'
import { listThumbnail } from '@/modules/admin/lib/list-thumbnail'
import { useDeleteRecord } from '@/modules/admin/hooks/use-delete-record'
import { TOASTS } from '@/modules/admin/hooks/use-feedback'
import { type InitialListPage, useListPage } from '@/modules/admin/hooks/use-list-page'
import { useListState } from '@/modules/admin/hooks/use-list-state'
import { fakeProdukSizeKb } from '@/modules/produk/produk.rules'
import { LIST_KEYS } from '@/modules/admin/lib/swr-keys'
import { PRODUK_TEXT } from './produk-text'

const column = createColumnHelper<ProdukDto>()

// SPEC 2.2: the list starts newest created first, which is the Dibuat Pada column, descending.
const DEFAULT_SORTING: SortingState = [{ id: 'dibuat', desc: true }]

/** /admin/produk: search, sort by creation date or the spec's faked size, 10 a page. */
export function ProdukTable({ initial }: { initial: InitialListPage<ProdukDto> | null }) {
  const router = useRouter()
  const { data, error, mutate, busy } = useListPage(LIST_KEYS.produk, initial)
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
  const list = useListState(DEFAULT_SORTING)

  const columns = useMemo(() => {
    return [
      recordColumn.thumbnail(listThumbnail.produk),
      recordColumn.titleLink<ProdukDto>(
        'Judul Produk dan Layanan',
        (p) => `/admin/produk/detail/${p._id}`,
      ),
      recordColumn.date<ProdukDto>('dibuat', (p) => p.createdAt, false),
      recordColumn.excerpt<ProdukDto>('deskripsi', 'Deskripsi', (p) => p.deskripsi),
      column.accessor((p) => fakeProdukSizeKb(p.keunggulan.length), {
        id: 'ukuran',
        header: 'Ukuran File',
        sortDescFirst: false,
        cell: ({ getValue }) => <span className="whitespace-nowrap">{getValue()} KB</span>,
      }),
      recordColumn.actions<ProdukDto>(remove, (p) => ({
        detailHref: `/admin/produk/detail/${p._id}`,
        editHref: `/admin/produk/edit/${p._id}`,
      })),
    ]
  }, [remove])

  return (
    <div className="space-y-4">
      <ListToolbar
        list={list}
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
        data={data}
        busy={busy}
        list={list}
        columns={columns}
        caption="Daftar produk dan layanan"
        emptyText={PRODUK_TEXT.empty}
        hidePaginationOnSinglePage
      />
    </div>
  )
}
