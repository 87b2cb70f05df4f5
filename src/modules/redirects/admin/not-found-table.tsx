import Link from 'next/link'

import { buttonClass } from '@/components/ui/button-styles'
import { NumberedTable } from '@/modules/admin/components/numbered-table'
import { formatActivityTime } from '@/modules/aktivitas/aktivitas.csv'
import type { Log404 } from '@/payload-types'

const HEADERS = ['Alamat', 'Jumlah', 'Pertama (WIB)', 'Terakhir (WIB)', 'Perujuk', 'Aksi']

/** The 404 log, the most asked first, each with a way to redirect it. */
export function NotFoundTable({ rows, offset }: { rows: Log404[]; offset: number }) {
  return (
    <NumberedTable
      caption="Alamat yang tidak ditemukan, terbanyak di atas"
      headers={HEADERS}
      empty="Belum ada alamat yang tidak ditemukan."
      rows={rows}
      offset={offset}
      cells={(row) => (
        <>
          <td className="px-3 py-3 font-mono text-xs break-all">{row.alamat}</td>
          <td className="px-3 py-3 tabular-nums">{row.jumlah}</td>
          <td className="px-3 py-3 whitespace-nowrap tabular-nums">
            <time dateTime={row.pertama}>{formatActivityTime(row.pertama)}</time>
          </td>
          <td className="px-3 py-3 whitespace-nowrap tabular-nums">
            <time dateTime={row.terakhir}>{formatActivityTime(row.terakhir)}</time>
          </td>
          <td className="px-3 py-3">{row.perujuk ?? '-'}</td>
          <td className="px-3 py-3">
            <Link
              href={`/admin/pengalihan?dari=${encodeURIComponent(row.alamat)}`}
              aria-label={`Buat pengalihan dari ${row.alamat}`}
              className={buttonClass('secondary', 'sm', 'whitespace-nowrap')}
            >
              Buat pengalihan
            </Link>
          </td>
        </>
      )}
    />
  )
}
