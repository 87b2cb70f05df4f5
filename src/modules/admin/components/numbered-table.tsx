import type { ReactNode } from 'react'

import { EmptyRow } from './empty-row'

/**
 * A server-rendered back-office table whose first column numbers the rows across pages
 * (`offset` + 1 …); each of `rows` renders its cells after that number.
 */
export function NumberedTable<Row extends { id: number | string }>({
  caption,
  headers,
  empty,
  rows,
  offset,
  rowClassName = 'align-top',
  cells,
}: {
  caption: string
  headers: readonly string[]
  empty: string
  rows: Row[]
  offset: number
  rowClassName?: string
  cells: (row: Row) => ReactNode
}) {
  return (
    <div className="overflow-x-auto rounded-xl border border-line">
      <table className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-surface-alt text-xs font-semibold tracking-wide text-muted uppercase">
          <tr>
            <th scope="col" className="w-12 px-3 py-3">
              No
            </th>
            {headers.map((header) => (
              <th key={header} scope="col" className="px-3 py-3 whitespace-nowrap">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {rows.length === 0 ? (
            <EmptyRow columns={headers.length + 1} text={empty} />
          ) : (
            rows.map((row, index) => (
              <tr key={row.id} className={rowClassName}>
                <td className="px-3 py-3 text-muted">{offset + index + 1}</td>
                {cells(row)}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  )
}
