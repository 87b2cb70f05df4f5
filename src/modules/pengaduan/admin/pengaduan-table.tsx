import Link from 'next/link'

import { NumberedTable } from '@/modules/admin/components/numbered-table'
import type { Pengaduan } from '@/payload-types'

import { formatTanggal, KANAL_PENGADUAN } from '../pengaduan.rules'
import { dueFlag } from '../pengaduan.service'
import { DueBadge, PengaduanStatusBadge } from './status-badge'

const HEADERS = ['Diterima', 'Nomor', 'Nama', 'Saluran', 'Status', 'Batas waktu']

/** One page of the register; `today` (WIB) decides the due-soon and overdue flags. */
export function PengaduanTable({
  rows,
  offset,
  today,
}: {
  rows: Pengaduan[]
  offset: number
  today: string
}) {
  return (
    <NumberedTable
      caption="Pengaduan, terbaru di atas"
      headers={HEADERS}
      empty="Tidak ada pengaduan yang cocok."
      rows={rows}
      offset={offset}
      rowClassName="align-top hover:bg-surface-alt/60"
      cells={(row) => (
        <>
          <td className="px-3 py-3 whitespace-nowrap tabular-nums">
            {formatTanggal(row.diterimaPada.slice(0, 10))}
          </td>
          <td className="px-3 py-3 font-mono text-xs whitespace-nowrap">
            <Link
              href={`/admin/pengaduan/${row.id}`}
              className="text-brand-700 underline underline-offset-2"
            >
              {row.nomor}
            </Link>
          </td>
          <td className="px-3 py-3">{row.nama}</td>
          <td className="px-3 py-3">{KANAL_PENGADUAN[row.kanal]}</td>
          <td className="px-3 py-3">
            <PengaduanStatusBadge status={row.status} />
          </td>
          <td className="space-y-1 px-3 py-3 whitespace-nowrap">
            <p>{formatTanggal(row.jatuhTempo)}</p>
            <DueBadge flag={dueFlag(row, today)} />
          </td>
        </>
      )}
    />
  )
}
