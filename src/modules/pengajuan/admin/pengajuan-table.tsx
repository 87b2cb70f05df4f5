import Link from 'next/link'

import { NumberedTable } from '@/modules/admin/components/numbered-table'
import { formatActivityTime } from '@/modules/aktivitas/aktivitas.csv'
import type { Pengajuan } from '@/payload-types'

import { JENIS_PENGAJUAN } from '../pengajuan.rules'
import { StatusBadge } from './status-badge'

const HEADERS = ['Waktu (WIB)', 'Nomor', 'Nama', 'Kota', 'Jenis / Produk', 'Status']

/** One page of the inbox; `offset` numbers the rows across pages. */
export function PengajuanTable({ rows, offset }: { rows: Pengajuan[]; offset: number }) {
  return (
    <NumberedTable
      caption="Pengajuan, terbaru di atas"
      headers={HEADERS}
      empty="Tidak ada pengajuan yang cocok."
      rows={rows}
      offset={offset}
      rowClassName="align-top hover:bg-surface-alt/60"
      cells={(row) => (
        <>
          <td className="px-3 py-3 whitespace-nowrap tabular-nums">
            <time dateTime={row.createdAt}>{formatActivityTime(row.createdAt)}</time>
          </td>
          <td className="px-3 py-3 font-mono text-xs whitespace-nowrap">
            <Link
              href={`/admin/pengajuan/${row.id}`}
              className="text-brand-700 underline underline-offset-2"
            >
              {row.nomor}
            </Link>
          </td>
          <td className="px-3 py-3">{row.nama}</td>
          <td className="px-3 py-3">{row.kota}</td>
          <td className="px-3 py-3">
            {JENIS_PENGAJUAN[row.jenis]}
            {row.produkJudul ? <p className="text-muted">{row.produkJudul}</p> : null}
          </td>
          <td className="px-3 py-3">
            <StatusBadge status={row.status} />
          </td>
        </>
      )}
    />
  )
}
