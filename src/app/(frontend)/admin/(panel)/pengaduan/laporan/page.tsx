import type { Metadata } from 'next'

import { buttonClass, inputClass, labelClass } from '@/components/ui/button-styles'
import { RecordScreen } from '@/modules/admin/components/screen-header'
import { requireAdmin } from '@/modules/admin/require-admin'
import { parseQuarter, quarterReport } from '@/modules/pengaduan/pengaduan.report'

export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'Laporan Pengaduan' }

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

function Counts({ title, rows }: { title: string; rows: [string, number][] }) {
  return (
    <table className="w-full text-sm">
      <caption className="mb-2 text-left text-base font-bold text-ink">{title}</caption>
      <thead>
        <tr className="border-b border-line text-left">
          <th scope="col" className="py-2">
            {title.replace('Per ', '')}
          </th>
          <th scope="col" className="py-2 text-right">
            Jumlah
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 ? (
          <tr>
            <td colSpan={2} className="py-2 text-muted">
              Tidak ada.
            </td>
          </tr>
        ) : (
          rows.map(([name, count]) => (
            <tr key={name} className="border-b border-line">
              <td className="py-2">{name}</td>
              <td className="py-2 text-right tabular-nums">{count}</td>
            </tr>
          ))
        )}
      </tbody>
    </table>
  )
}

export default async function LaporanPengaduanPage({ searchParams }: Props) {
  const ctx = await requireAdmin()
  const quarter = parseQuarter(await searchParams)
  const report = await quarterReport(ctx, quarter)
  const share = report.selesai ? Math.round((report.tepatWaktu / report.selesai) * 1000) / 10 : 0
  const query = `?tahun=${quarter.tahun}&triwulan=${quarter.triwulan}`
  return (
    <RecordScreen
      title={`Laporan Pengaduan Triwulan ${quarter.triwulan} ${quarter.tahun}`}
      back="/admin/pengaduan"
      actions={
        <a
          href={`/admin/pengaduan/laporan/unduh${query}`}
          download
          className={buttonClass('secondary')}
        >
          Unduh CSV
        </a>
      }
    >
      <form method="get" className="mb-6 flex flex-wrap items-end gap-4">
        <div>
          <label htmlFor="tahun" className={labelClass}>
            Tahun
          </label>
          <input
            id="tahun"
            name="tahun"
            type="number"
            min={2000}
            max={2100}
            defaultValue={quarter.tahun}
            className={inputClass}
          />
        </div>
        <div>
          <label htmlFor="triwulan" className={labelClass}>
            Triwulan
          </label>
          <select
            id="triwulan"
            name="triwulan"
            defaultValue={quarter.triwulan}
            className={inputClass}
          >
            {[1, 2, 3, 4].map((n) => (
              <option key={n} value={n}>
                Triwulan {n}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={buttonClass('primary')}>
          Tampilkan
        </button>
      </form>
      <p className="mb-6 text-sm">
        {report.total} pengaduan diterima; {report.selesai} selesai, {report.tepatWaktu} di
        antaranya tepat waktu ({String(share).replace('.', ',')}%).
      </p>
      <div className="grid gap-8 md:grid-cols-3">
        <Counts title="Per produk" rows={report.perProduk} />
        <Counts title="Per saluran" rows={report.perKanal} />
        <Counts title="Per status" rows={report.perStatus} />
      </div>
    </RecordScreen>
  )
}
