'use client'

import { createColumnHelper, type SortingState } from '@tanstack/react-table'
import { useCallback, useMemo } from 'react'

import { JENIS_LAPORAN } from '@/modules/laporan/laporan.rules'
import type { LaporanDto } from '@/modules/laporan/laporan.types'

import { listThumbnail } from '@/modules/admin/lib/list-thumbnail'
import { JenisBadge } from '@/modules/admin/components/badges'
import { DataTable } from '@/modules/admin/components/data-table'
import { FilterSelect } from '@/modules/admin/components/filter-select'
import { ListToolbar } from '@/modules/admin/components/list-toolbar'
import { recordColumn, titleOptions } from '@/modules/admin/components/record-columns'
import { ThumbnailCell } from '@/modules/admin/components/thumbnail-cell'
import { useDeleteRecord } from '@/modules/admin/hooks/use-delete-record'
import { type InitialListPage, useListPage, withoutItem } from '@/modules/admin/hooks/use-list-page'
import { useListState } from '@/modules/admin/hooks/use-list-state'
import { formatFileSize } from '@/lib/format'
import { LIST_KEYS } from '@/modules/admin/lib/swr-keys'
import { LAPORAN_TEXT } from './laporan-text'

const column = createColumnHelper<LaporanDto>()

// SPEC 4: the list starts newest created first: the Dibuat Pada column, descending.
const DEFAULT_SORTING: SortingState = [{ id: 'dibuat', desc: true }]

/**
 * /admin/laporan: search, jenis filter, sort by title, creation date or size (first click
 * ascending), 10 a page. Dibuat Pada shows and sorts the same date: when the record was created.
 */
export function LaporanTable({ initial }: { initial: InitialListPage<LaporanDto> | null }) {
  const { data, mutate, busy } = useListPage(LIST_KEYS.laporan, initial)
  const remove = useDeleteRecord({
    endpoint: LIST_KEYS.laporan,
    texts: LAPORAN_TEXT,
    // SPEC 8 asks an alert for a failed delete and names no success message: a toast tells it.
    feedback: { success: 'toast', error: 'dialog' },
    onDeleted: useCallback((id: string) => mutate(withoutItem(id), { revalidate: true }), [mutate]),
  })
  const list = useListState(DEFAULT_SORTING)

  const columns = useMemo(() => {
    return [
      column.accessor('judul', {
        header: 'Judul Laporan',
        ...titleOptions,
        // The PDF's first page beside the title.
        cell: ({ row }) => (
          <div className="flex items-center gap-3">
            <ThumbnailCell src={listThumbnail.laporan(row.original)} position="top" />
            {row.original.fileUrl ? (
              <a
                href={row.original.fileUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="font-semibold text-brand-700 hover:underline"
              >
                {row.original.judul}
                <span className="sr-only"> (PDF, tab baru)</span>
              </a>
            ) : (
              <span className="font-semibold">{row.original.judul}</span>
            )}
          </div>
        ),
      }),
      recordColumn.date<LaporanDto>('dibuat', (l) => l.createdAt, false),
      column.accessor('jenis', {
        header: 'Jenis Laporan',
        enableSorting: false,
        cell: ({ getValue }) => <JenisBadge jenis={getValue()} />,
      }),
      column.accessor('ukuran', {
        header: 'Ukuran File',
        sortDescFirst: false,
        cell: ({ getValue }) => (
          <span className="whitespace-nowrap">{formatFileSize(getValue())}</span>
        ),
      }),
      column.accessor((l) => l.halaman ?? 0, {
        id: 'halaman',
        header: 'Halaman',
        enableSorting: false,
        cell: ({ row }) => <span className="whitespace-nowrap">{row.original.halaman ?? '-'}</span>,
      }),
      recordColumn.actions<LaporanDto>(remove, (l) => ({
        editHref: `/admin/laporan/edit/${l._id}`,
      })),
    ]
  }, [remove])

  return (
    <div className="space-y-4">
      <ListToolbar
        list={list}
        placeholder="Cari judul laporan..."
        addHref="/admin/laporan/tambah"
        addWhat="Laporan"
      >
        <FilterSelect
          param="jenis"
          label="Filter jenis laporan"
          allLabel="Semua Jenis"
          options={JENIS_LAPORAN}
        />
      </ListToolbar>
      <DataTable
        data={data}
        busy={busy}
        list={list}
        columns={columns}
        caption="Daftar laporan"
        emptyText="Tidak ada data ditemukan"
      />
    </div>
  )
}
