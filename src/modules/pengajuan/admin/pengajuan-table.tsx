import Link from 'next/link'

import { EmptyRow } from '@/modules/admin/components/empty-row'
import { formatActivityTime } from '@/modules/aktivitas/aktivitas.csv'
import type { Pengajuan } from '@/payload-types'

import { JENIS_PENGAJUAN } from '../pengajuan.rules'
import { StatusBadge } from './status-badge'

const HEADERS = ['Waktu (WIB)', 'Nomor', 'Nama', 'Kota', 'Jenis / Produk', 'Status']

/** One page of the inbox; `offset` numbers the rows across pages. */
export function PengajuanTable({ rows, offset }: { rows: Pengajuan[]; offset: number }) {
  return (
    <div className="overflow-x-auto rounded-xl border border-line">
      <table className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">Pengajuan, terbaru di atas</caption>
        <thead className="bg-surface-alt text-xs font-semibold tracking-wide text-muted uppercase">
          <tr>
            <th scope="col" className="w-12 px-3 py-3">
              No
            </th>
            {HEADERS.map((header) => (
              <th key={header} scope="col" className="px-3 py-3 whitespace-nowrap">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {rows.length === 0 ? (
            <EmptyRow columns={HEADERS.length + 1} text="Tidak ada pengajuan yang cocok." />
          ) : (
            rows.map((row, index) => (
              <tr key={row.id} className="align-top hover:bg-surface-alt/60">
                <td className="px-3 py-3 text-muted">{offset + index + 1}</td>
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
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  )
}
