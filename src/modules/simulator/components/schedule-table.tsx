import { formatRupiah } from '@/lib/format'

import { summarize, type ScheduleRow, type SimulationInput } from '../simulator'
import { describeInput } from '../simulator.describe'

const MONEY_COLUMNS = [
  ['Saldo Awal', 'startingBalance'],
  ['Angsuran Pokok', 'principalPayment'],
  ['Margin', 'interestPayment'],
  ['Angsuran Bulanan', 'monthlyPayment'],
  ['Saldo Akhir', 'endingBalance'],
] as const satisfies ReadonlyArray<readonly [string, keyof ScheduleRow]>

const cellClass = 'px-3 py-2 text-right whitespace-nowrap'

interface ScheduleTableProps {
  input: SimulationInput
  rows: ScheduleRow[]
}

export function ScheduleTable({ input, rows }: ScheduleTableProps) {
  const totals = summarize(rows)
  return (
    // Scrolls on its own (both ways for long tenors) so the page never overflows at 375 px;
    // print lifts the limits so every month is printed.
    <div
      role="region"
      aria-label="Tabel angsuran per bulan (dapat digeser)"
      tabIndex={0}
      className="mt-3 max-h-[36rem] overflow-auto rounded-xl border border-line print:max-h-none print:overflow-visible print:rounded-none print:border-0"
    >
      <table className="w-full min-w-[46rem] border-collapse text-sm tabular-nums print:min-w-0 print:text-[9pt]">
        <caption className="px-3 py-2 text-left text-sm text-muted">
          Jadwal angsuran. {describeInput(input)}
        </caption>
        <thead className="sticky top-0 bg-brand-700 text-white print:static print:bg-transparent print:text-ink">
          <tr>
            <th scope="col" className="px-3 py-2.5 text-left font-semibold">
              Bulan
            </th>
            {MONEY_COLUMNS.map(([label]) => (
              <th key={label} scope="col" className="px-3 py-2.5 text-right font-semibold">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr
              key={row.month}
              className="border-t border-line even:bg-surface-alt break-inside-avoid"
            >
              <th scope="row" className="px-3 py-2 text-left font-medium text-ink">
                {row.month}
              </th>
              {MONEY_COLUMNS.map(([label, key]) => (
                <td key={label} className={cellClass}>
                  {formatRupiah(row[key])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot className="sticky bottom-0 border-t-2 border-brand-700 bg-brand-50 font-semibold text-ink print:static print:bg-transparent">
          <tr>
            <th scope="row" className="px-3 py-2.5 text-left">
              Total
            </th>
            <td className={cellClass} />
            <td className={cellClass}>{formatRupiah(totals.principal)}</td>
            <td className={cellClass}>{formatRupiah(totals.margin)}</td>
            <td className={cellClass}>{formatRupiah(totals.paid)}</td>
            <td className={cellClass} />
          </tr>
        </tfoot>
      </table>
    </div>
  )
}
