import type { Calculation } from '../simulator'
import { MethodComparisonCards } from './method-comparison-cards'
import { ScheduleChart } from './schedule-chart'
import { ScheduleTable } from './schedule-table'

export function ResultDetails({ calculation }: { calculation: Calculation }) {
  return (
    <div className="space-y-10">
      <section aria-labelledby="jadwal-angsuran">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h3 id="jadwal-angsuran" className="text-lg font-semibold text-ink">
            Jadwal Angsuran per Bulan
          </h3>
          <button
            type="button"
            onClick={() => window.print()}
            className="rounded-lg border border-brand-700 bg-surface px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50 print:hidden"
          >
            Cetak Tabel
          </button>
        </div>
        <ScheduleTable input={calculation.input} rows={calculation.rows} />
      </section>
      <ScheduleChart rows={calculation.rows} />
      <MethodComparisonCards
        comparison={calculation.comparison}
        selected={calculation.input.marginType}
      />
    </div>
  )
}
