import { formatRupiah } from '@/lib/format'

import { type Calculation, summarize } from '../simulator'
import { describeInput, SUMMARY_FIGURES } from '../simulator.describe'

export function ResultSummary({ calculation }: { calculation: Calculation }) {
  const { input, rows } = calculation
  const summary = summarize(rows)

  return (
    <section aria-labelledby="hasil-simulasi">
      <h2 id="hasil-simulasi" className="text-xl font-bold text-ink">
        Hasil Simulasi
      </h2>
      <p className="mt-1 text-muted">{describeInput(input)}</p>
      <dl className="mt-4 grid grid-cols-2 gap-3 lg:grid-cols-4">
        {SUMMARY_FIGURES.map(([label, key]) => (
          <div key={label} className="rounded-xl border border-line bg-surface p-4">
            <dt className="text-sm text-muted">{label}</dt>
            <dd className="mt-1 text-base font-bold text-brand-800 tabular-nums wrap-anywhere sm:text-xl">
              {formatRupiah(summary[key])}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
