import { formatRupiah } from '@/lib/format'

import type { MarginType, MethodComparison } from '../simulator'

interface MethodComparisonCardsProps {
  comparison: MethodComparison[]
  selected: MarginType
}

export function MethodComparisonCards({ comparison, selected }: MethodComparisonCardsProps) {
  return (
    <section aria-labelledby="perbandingan-metode" className="print:hidden">
      <h3 id="perbandingan-metode" className="text-lg font-semibold text-ink">
        Perbandingan Jenis Margin
      </h3>
      <p className="mt-1 text-sm text-muted">
        Jumlah pembiayaan, margin per tahun, dan tenor yang sama dihitung dengan ketiga jenis
        margin.
      </p>
      <ul className="mt-4 grid gap-4 md:grid-cols-3">
        {comparison.map(({ marginType, summary }) => {
          const isSelected = marginType === selected
          return (
            <li
              key={marginType}
              className={`rounded-xl border p-4 ${isSelected ? 'border-2 border-brand-700 bg-brand-50' : 'border-line bg-surface'}`}
            >
              <h4 className="flex items-center justify-between gap-2 font-semibold text-ink">
                {marginType}
                {isSelected && (
                  <span className="rounded-full bg-gold-100 px-2.5 py-0.5 text-xs font-semibold text-gold-700">
                    Pilihan Anda
                  </span>
                )}
              </h4>
              <dl className="mt-3 space-y-2 text-sm">
                <Figure label="Angsuran bulan pertama" value={summary.firstPayment} />
                <Figure label="Total margin" value={summary.margin} />
                <Figure label="Total pembayaran" value={summary.paid} />
              </dl>
            </li>
          )
        })}
      </ul>
    </section>
  )
}

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-3">
      <dt className="text-muted">{label}</dt>
      <dd className="font-semibold text-ink tabular-nums">{formatRupiah(value)}</dd>
    </div>
  )
}
