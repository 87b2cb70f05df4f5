'use client'

import type { SortingState } from '@tanstack/react-table'
import { useRouter } from 'next/navigation'
import { useCallback, useMemo } from 'react'

import { type AdminColumn, DIALOGS, type GenericAdmin } from '@/content-types/definition'
import { STATUS_LABELS, STATUSES } from '@/content-types/publication'
import { DataTable } from '@/modules/admin/components/data-table'
import { FilterSelect } from '@/modules/admin/components/filter-select'
import { ListToolbar } from '@/modules/admin/components/list-toolbar'
import { recordColumn } from '@/modules/admin/components/record-columns'
import { useDeleteRecord } from '@/modules/admin/hooks/use-delete-record'
import { type InitialListPage, useListPage, withoutItem } from '@/modules/admin/hooks/use-list-page'
import { useListState } from '@/modules/admin/hooks/use-list-state'
import { DEFAULT_THUMB } from '@/modules/admin/lib/list-thumbnail'

import { customColumns } from './custom-parts'
import { imageSetOf, type RecordRow, rowThumbnail } from './record-row'

type Props = {
  slug: string
  label: string
  admin: GenericAdmin
  /** The options of the table's select filter (the type's list.filters). */
  filterOptions?: readonly string[]
  /** Whether the type's records are published, scheduled or drafts (a public type's are). */
  publication?: boolean
  initial: InitialListPage<RecordRow> | null
}

/** The list screen of a type: its columns, search, filter, sorts, paging and row menu. */
export function RecordTable({ slug, label, admin, filterOptions, publication, initial }: Props) {
  const { path, key, table, texts, feedback } = admin
  const endpoint = `/api/${slug}`
  const router = useRouter()
  const defaultSorting = useMemo<SortingState>(
    () => (table.defaultSort ? [table.defaultSort] : []),
    [table.defaultSort],
  )
  const list = useListState(defaultSorting)
  const { data, error, mutate, busy } = useListPage(endpoint, initial, list.url)
  const reload = table.afterDelete === 'reload'
  const remove = useDeleteRecord({
    endpoint,
    texts,
    feedback: feedback?.delete ?? DIALOGS,
    onDeleted: useCallback(
      async (id: string) => {
        if (!reload) return mutate(withoutItem(id), { revalidate: true })
        await mutate()
        router.refresh()
      },
      [mutate, reload, router],
    ),
  })
  const hasDetail = Boolean(admin.detail)

  const tableColumns = useMemo(() => {
    const href = (row: RecordRow, screen: string) => `${path}/${screen}/${row[key]}`
    const of = (column: AdminColumn) => {
      switch (column.kind) {
        case 'thumbnail':
          return recordColumn.thumbnail<RecordRow>(
            rowThumbnail[slug] ??
              ((r) => imageSetOf(r)?.card ?? imageSetOf(r)?.src ?? DEFAULT_THUMB),
          )
        case 'title':
          return recordColumn.titleLink<RecordRow>(column.header ?? 'Judul', (r) =>
            href(r, 'detail'),
          )
        case 'excerpt':
          return recordColumn.excerpt<RecordRow>(column.field, column.header, (r) =>
            String(r[column.field] ?? ''),
          )
        case 'date':
          return recordColumn.date<RecordRow>(
            column.id ?? column.field,
            (r) => String(r[column.field]),
            column.descFirst ?? true,
            column.header,
          )
        case 'custom':
          return customColumns[column.name]
      }
    }
    return [
      ...table.columns.map(of),
      ...(publication ? [recordColumn.status<RecordRow>()] : []),
      recordColumn.actions<RecordRow>(remove, (r) => ({
        detailHref: hasDetail ? href(r, 'detail') : undefined,
        editHref: href(r, 'edit'),
      })),
    ]
  }, [table.columns, publication, hasDetail, path, key, slug, remove])

  return (
    <div className="space-y-4">
      <ListToolbar
        list={list}
        placeholder={texts.searchPlaceholder}
        addHref={`${path}/tambah`}
        addWhat={texts.addWhat ?? label}
      >
        {table.filter && filterOptions ? (
          <FilterSelect
            param={table.filter.param}
            label={table.filter.label}
            allLabel={table.filter.allLabel}
            options={filterOptions}
            url={list.url}
          />
        ) : null}
        {publication ? (
          <FilterSelect
            param="status"
            label="Filter status"
            allLabel="Semua Status"
            options={STATUSES}
            labels={STATUS_LABELS}
            url={list.url}
          />
        ) : null}
      </ListToolbar>
      {texts.listLoadFailed && error && !data ? (
        <p
          role="alert"
          className="rounded-lg bg-danger-50 px-4 py-3 text-sm font-medium text-danger"
        >
          {texts.listLoadFailed}
        </p>
      ) : null}
      <DataTable
        data={data}
        busy={busy}
        list={list}
        columns={tableColumns}
        caption={`Daftar ${label.toLowerCase()}`}
        emptyText={texts.empty}
        hidePaginationOnSinglePage={table.hideSinglePage}
      />
    </div>
  )
}
