'use client'

import type { SortingState } from '@tanstack/react-table'
import { useCallback, useMemo } from 'react'

import type { AdminColumn, AdminDefinition } from '@/content-types/definition'
import type { ImageSet } from '@/lib/image-set'
import { DataTable } from '@/modules/admin/components/data-table'
import { ListToolbar } from '@/modules/admin/components/list-toolbar'
import { recordColumn } from '@/modules/admin/components/record-columns'
import { useDeleteRecord } from '@/modules/admin/hooks/use-delete-record'
import { DIALOGS } from '@/modules/admin/hooks/use-feedback'
import { type InitialListPage, useListPage, withoutItem } from '@/modules/admin/hooks/use-list-page'
import { useListState } from '@/modules/admin/hooks/use-list-state'
import { DEFAULT_THUMB } from '@/modules/admin/lib/list-thumbnail'

/** A record as the generic screens see it: its DTO, whatever the type adds. */
export type RecordRow = { _id: string; judul: string; gambar?: ImageSet | null } & Record<
  string,
  unknown
>

type Props = {
  endpoint: string
  path: string
  label: string
  columns: AdminColumn[]
  texts: NonNullable<AdminDefinition['texts']>
  initial: InitialListPage<RecordRow> | null
}

const NO_SORTING: SortingState = []

/** The list screen of a registry-served type: its columns, search, paging and row menu. */
export function RecordTable({ endpoint, path, label, columns, texts, initial }: Props) {
  const { data, mutate } = useListPage(endpoint, initial)
  const remove = useDeleteRecord({
    endpoint,
    texts,
    feedback: DIALOGS,
    onDeleted: useCallback((id: string) => mutate(withoutItem(id), { revalidate: true }), [mutate]),
  })
  const list = useListState(NO_SORTING)

  const tableColumns = useMemo(() => {
    const detail = (row: RecordRow) => `${path}/detail/${row._id}`
    const of = (column: AdminColumn) => {
      switch (column.kind) {
        case 'thumbnail':
          return recordColumn.thumbnail<RecordRow>(
            (r) => r.gambar?.card ?? r.gambar?.src ?? DEFAULT_THUMB,
          )
        case 'title':
          return recordColumn.titleLink<RecordRow>('Judul', detail)
        case 'excerpt':
          return recordColumn.excerpt<RecordRow>(column.field, column.header, (r) =>
            String(r[column.field] ?? ''),
          )
        case 'date':
          return recordColumn.date<RecordRow>(
            column.field,
            (r) => String(r[column.field]),
            true,
            column.header,
          )
      }
    }
    return [
      ...columns.map(of),
      recordColumn.actions<RecordRow>(remove, (r) => ({
        detailHref: detail(r),
        editHref: `${path}/edit/${r._id}`,
      })),
    ]
  }, [columns, path, remove])

  return (
    <div className="space-y-4">
      <ListToolbar
        list={list}
        placeholder={texts.searchPlaceholder}
        addHref={`${path}/tambah`}
        addWhat={label}
      />
      <DataTable
        data={data}
        list={list}
        columns={tableColumns}
        caption={`Daftar ${label.toLowerCase()}`}
        emptyText={texts.empty}
      />
    </div>
  )
}
