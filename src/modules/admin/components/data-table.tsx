'use client'

import {
  type ColumnDef,
  flexRender,
  getCoreRowModel,
  type RowData,
  useReactTable,
} from '@tanstack/react-table'

import type { ListState } from '../hooks/use-list-state'
import { ADMIN_PAGE_SIZE as PAGE_SIZE, type ListPage, pageOfKey } from '../lib/list-page'

declare module '@tanstack/react-table' {
  // TanStack's declaration merging needs these exact type parameters.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData extends RowData, TValue> {
    /** Extra classes for the column's header and cells (widths, wrapping). */
    className?: string
  }
}
import { useHydrated } from '@/components/ui/use-carousel'
import { cn } from '@/lib/cn'
import { EmptyRow } from './empty-row'
import { SortIcon } from './icons'
import { TablePagination } from './table-pagination'

type Props<T> = {
  /** The page on screen, already filtered and sorted by the server, with the API URL it came
   * from; none yet while the first loads. */
  data: (ListPage<T> & { key?: string }) | undefined
  /** The page the URL asks for is still loading (the rows shown are an earlier page's). */
  busy?: boolean
  /** The sort and page the URL asks for, and how to change them. */
  list: Pick<ListState, 'sorting' | 'setSorting' | 'page' | 'setPage'>
  // TanStack's column value types differ per column; the table does not care which.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ColumnDef<T, any>[]
  caption: string
  emptyText: string
  /** The spec hides the news and product pagination when everything fits on one page. */
  hidePaginationOnSinglePage?: boolean
}

const ariaSort = (direction: false | 'asc' | 'desc') =>
  direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : undefined

/**
 * The admin list table over one page the server sorted and cut: a 'No' column counting across
 * pages, sortable headers as buttons with aria-sort on the header cell, 10 rows a page and an
 * empty-state row.
 */
export function DataTable<T extends { _id: string }>({
  data,
  list,
  columns,
  caption,
  emptyText,
  hidePaginationOnSinglePage = false,
  busy = false,
}: Props<T>) {
  const { sorting, setSorting, page, setPage } = list
  const total = data?.total ?? 0
  const pageCount = Math.max(1, Math.ceil(total / PAGE_SIZE))
  // The rows' own page, not the one the URL already asks for while it loads: the 'No' column and
  // the pager describe what is on screen.
  const currentPage = Math.min(data?.key ? pageOfKey(data.key) : page, pageCount)

  // eslint-disable-next-line react-hooks/incompatible-library -- TanStack Table v8 is not compiler-memoizable; the project does not run the React Compiler
  const table = useReactTable({
    data: data?.items ?? [],
    columns,
    getRowId: (row) => row._id,
    state: { sorting },
    onSortingChange: (updater) =>
      setSorting(typeof updater === 'function' ? updater(sorting) : updater),
    enableSortingRemoval: false,
    enableMultiSort: false,
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
  })

  // The server-rendered sort buttons do nothing until React runs: disabled until then.
  const hydrated = useHydrated()
  const rows = table.getRowModel().rows
  const offset = (currentPage - 1) * PAGE_SIZE
  const showPagination = total > 0 && !(hidePaginationOnSinglePage && pageCount <= 1)

  return (
    <div>
      <div className="overflow-x-auto rounded-xl border border-line">
        <table className="w-full border-collapse text-left text-sm" aria-busy={busy}>
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-surface-alt text-xs font-semibold tracking-wide text-muted uppercase">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                <th scope="col" className="w-12 px-3 py-3">
                  No
                </th>
                {group.headers.map((header) => {
                  const direction = header.column.getIsSorted()
                  const label = flexRender(header.column.columnDef.header, header.getContext())
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      className={cn(
                        'px-3 py-3 whitespace-nowrap',
                        header.column.columnDef.meta?.className,
                      )}
                      aria-sort={header.column.getCanSort() ? ariaSort(direction) : undefined}
                    >
                      {header.column.getCanSort() ? (
                        <button
                          type="button"
                          disabled={!hydrated}
                          onClick={header.column.getToggleSortingHandler()}
                          className={cn(
                            'inline-flex items-center gap-1 rounded uppercase hover:text-ink',
                            direction && 'text-brand-700',
                          )}
                        >
                          {label}
                          <SortIcon sort={direction} />
                          <span className="sr-only">
                            {direction === 'asc'
                              ? ', urut naik'
                              : direction === 'desc'
                                ? ', urut turun'
                                : ', klik untuk mengurutkan'}
                          </span>
                        </button>
                      ) : (
                        label
                      )}
                    </th>
                  )
                })}
              </tr>
            ))}
          </thead>
          <tbody className="divide-y divide-line">
            {rows.length === 0 ? (
              <EmptyRow columns={columns.length + 1} text={emptyText} />
            ) : (
              rows.map((row, index) => (
                <tr key={row.id} className="align-middle hover:bg-surface-alt/60">
                  <td className="px-3 py-3 text-muted">{offset + index + 1}</td>
                  {row.getVisibleCells().map((cell) => (
                    <td
                      key={cell.id}
                      className={cn('px-3 py-3', cell.column.columnDef.meta?.className)}
                    >
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      {showPagination ? (
        <TablePagination
          page={currentPage}
          pageSize={PAGE_SIZE}
          total={total}
          onPageChange={setPage}
        />
      ) : null}
    </div>
  )
}
