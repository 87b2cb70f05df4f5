'use client'

import { createColumnHelper, type SortingState } from '@tanstack/react-table'
import { useMemo } from 'react'
import useSWR from 'swr'
import { toast } from 'sonner'

import { JENIS_LAPORAN } from '@/modules/laporan/laporan.rules'
import type { LaporanDto } from '@/modules/laporan/laporan.service'

import { JenisBadge } from '../components/badges'
import { DataTable } from '../components/data-table'
import { FilterSelect } from '../components/filter-select'
import { ListToolbar } from '../components/list-toolbar'
import { useDialogs } from '../components/dialogs'
import { RowActions } from '../components/row-actions'
import { matchesJudul, useListState } from '../hooks/use-list-state'
import { fetchJson, requestJson } from '../lib/api-client'
import { formatFileSize, formatTanggal } from '../lib/format'
import { LIST_KEYS } from '../lib/swr-keys'
import { LAPORAN_TEXT } from './laporan-text'

const column = createColumnHelper<LaporanDto>()

// SPEC 4: the list starts newest created first: the Dibuat Pada column, descending.
const DEFAULT_SORTING: SortingState = [{ id: 'dibuat', desc: true }]

/**
 * /admin/laporan: search, jenis filter, sort by title, creation date or size (first click
 * ascending), 10 a page. Dibuat Pada shows and sorts the same date: when the record was created.
 */
export function LaporanTable({ initial }: { initial: LaporanDto[] }) {
  const { data = initial, mutate } = useSWR(LIST_KEYS.laporan, fetchJson<LaporanDto[]>, {
    fallbackData: initial,
  })
  const { alert, confirm } = useDialogs()
  const { query, setQuery, sorting, setSorting, page, setPage, url } = useListState(DEFAULT_SORTING)
  const jenis = url.get('jenis') ?? ''

  const rows = useMemo(
    () => data.filter((l) => matchesJudul(l.judul, query) && (!jenis || l.jenis === jenis)),
    [data, query, jenis],
  )

  const columns = useMemo(() => {
    const remove = async (laporan: LaporanDto) => {
      if (!(await confirm(LAPORAN_TEXT.confirmDelete, { confirmLabel: 'Hapus', danger: true }))) {
        return
      }
      const result = await requestJson<{ message?: string }>(
        'DELETE',
        `/api/laporan/${laporan._id}`,
      )
      if (!result.ok) {
        await alert(LAPORAN_TEXT.deleteFailed, { tone: 'error', detail: result.error })
        return
      }
      toast.success(result.data?.message ?? LAPORAN_TEXT.deleted)
      await mutate((list) => list?.filter((l) => l._id !== laporan._id), { revalidate: true })
    }

    return [
      column.accessor('judul', {
        header: 'Judul Laporan',
        sortingFn: 'alphanumeric',
        sortDescFirst: false,
        cell: ({ row }) =>
          row.original.fileUrl ? (
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
          ),
      }),
      column.accessor((l) => Date.parse(l.createdAt), {
        id: 'dibuat',
        header: 'Dibuat Pada',
        sortDescFirst: false,
        cell: ({ row }) => (
          <time dateTime={row.original.createdAt} className="whitespace-nowrap">
            {formatTanggal(row.original.createdAt)}
          </time>
        ),
      }),
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
      column.display({
        id: 'aksi',
        header: 'Aksi',
        cell: ({ row }) => (
          <RowActions
            label={row.original.judul}
            editHref={`/admin/laporan/edit/${row.original._id}`}
            onDelete={() => remove(row.original)}
          />
        ),
      }),
    ]
  }, [alert, confirm, mutate])

  return (
    <div className="space-y-4">
      <ListToolbar
        query={query}
        onQuery={setQuery}
        placeholder="Cari judul laporan..."
        addHref="/admin/laporan/tambah"
        addWhat="Laporan"
      >
        <FilterSelect
          label="Filter jenis laporan"
          allLabel="Semua Jenis"
          options={JENIS_LAPORAN}
          value={jenis}
          onChange={(value) => url.set({ jenis: value, page: null })}
        />
      </ListToolbar>
      <DataTable
        data={rows}
        columns={columns}
        caption="Daftar laporan"
        emptyText="Tidak ada data ditemukan"
        getRowId={(l) => l._id}
        sorting={sorting}
        onSortingChange={setSorting}
        page={page}
        onPageChange={setPage}
      />
    </div>
  )
}
