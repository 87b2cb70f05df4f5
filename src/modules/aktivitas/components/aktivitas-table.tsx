import type { Aktivitas } from '@/payload-types'
import { NumberedTable } from '@/modules/admin/components/numbered-table'

import { formatActivityTime } from '../aktivitas.csv'
import { JENIS_AKTIVITAS, OBJEK_AKTIVITAS } from '../aktivitas.rules'

const jenisStyle: Record<Aktivitas['jenis'], string> = {
  tambah: 'bg-brand-50 text-brand-800',
  ubah: 'bg-blue-50 text-blue-800',
  hapus: 'bg-red-50 text-red-800',
  login: 'bg-surface-alt text-ink',
  'login-gagal': 'bg-gold-100 text-gold-700',
  logout: 'bg-surface-alt text-ink',
  'ubah-password': 'bg-blue-50 text-blue-800',
}

const HEADERS = ['Waktu (WIB)', 'Jenis', 'Pengguna', 'Data', 'Field diubah', 'Alamat']

/** One page of the audit trail; `offset` numbers the rows across pages. */
export function AktivitasTable({ rows, offset }: { rows: Aktivitas[]; offset: number }) {
  return (
    <NumberedTable
      caption="Riwayat aktivitas, terbaru di atas"
      headers={HEADERS}
      empty="Belum ada aktivitas yang cocok dengan filter."
      rows={rows}
      offset={offset}
      cells={(row) => (
        <>
          <td className="px-3 py-3 whitespace-nowrap tabular-nums">
            <time dateTime={row.createdAt}>{formatActivityTime(row.createdAt)}</time>
          </td>
          <td className="px-3 py-3">
            <span
              className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${jenisStyle[row.jenis]}`}
            >
              {JENIS_AKTIVITAS[row.jenis]}
            </span>
            {row.keterangan ? <p className="mt-1 text-xs text-muted">{row.keterangan}</p> : null}
          </td>
          <td className="px-3 py-3 break-all">{row.pengguna}</td>
          <td className="px-3 py-3">
            {row.objek ? (
              <>
                <span className="font-medium">{OBJEK_AKTIVITAS[row.objek]}</span>
                {row.objekId ? <span className="text-muted"> #{row.objekId}</span> : null}
                {row.judul ? <p className="text-muted">{row.judul}</p> : null}
              </>
            ) : (
              <span className="text-muted">–</span>
            )}
          </td>
          <td className="px-3 py-3">{row.kolom ?? <span className="text-muted">–</span>}</td>
          <td className="px-3 py-3 font-mono text-xs whitespace-nowrap">{row.alamat}</td>
        </>
      )}
    />
  )
}
