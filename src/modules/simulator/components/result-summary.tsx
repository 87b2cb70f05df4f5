import { formatPercent, formatRupiah } from '@/lib/format'

import { summarize, type SimulationInput } from '../simulator'
import type { Calculation } from './installment-simulator'

export function ResultSummary({ calculation }: { calculation: Calculation }) {
  const { input, rows } = calculation
  const summary = summarize(rows)
  const figures = [
    ['Angsuran bulan pertama', summary.firstPayment],
    ['Angsuran bulan terakhir', summary.lastPayment],
    ['Total margin', summary.margin],
    ['Total pembayaran', summary.paid],
  ] as const

  return (
    <section aria-labelledby="hasil-simulasi">
      <h2 id="hasil-simulasi" className="text-xl font-bold text-ink">
        Hasil Simulasi
      </h2>
      <p className="mt-1 text-muted">{describeInput(input)}</p>
      <dl className="mt-4 grid grid-cols-2 gap-3 lg:grid-cols-4">
        {figures.map(([label, value]) => (
          <div key={label} className="rounded-xl border border-line bg-surface p-4">
            <dt className="text-sm text-muted">{label}</dt>
            <dd className="mt-1 text-base font-bold text-brand-800 tabular-nums wrap-anywhere sm:text-xl">
              {formatRupiah(value)}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  )
}

export function describeInput(input: SimulationInput): string {
  return (
    `Pembiayaan ${formatRupiah(input.loanAmount)}, margin ${input.marginType} ` +
    `${formatPercent(input.annualMargin)} per tahun, tenor ${input.tenor} bulan.`
  )
}
