import { useId, type ReactNode } from 'react'

import { formatCompactRupiah, formatRupiah } from '@/lib/format'

import type { ScheduleRow } from '../simulator'

// SVG user units; the svg scales to its container, labels included.
const WIDTH = 320
const HEIGHT = 172
const PLOT = { left: 74, right: 312, top: 10, bottom: 144 }

export function ScheduleChart({ rows }: { rows: ScheduleRow[] }) {
  return (
    <section aria-labelledby="grafik-angsuran" className="print:hidden">
      <h3 id="grafik-angsuran" className="text-lg font-semibold text-ink">
        Grafik
      </h3>
      <div className="mt-4 grid gap-4 md:grid-cols-2">
        <BalanceChart rows={rows} />
        <CompositionChart rows={rows} />
      </div>
    </section>
  )
}

function BalanceChart({ rows }: { rows: ScheduleRow[] }) {
  const months = rows.length
  const loan = rows[0]?.startingBalance ?? 0
  const balances = [loan, ...rows.map((row) => row.endingBalance)]
  const middle = Math.ceil(months / 2)
  const line = `M${balances.map((balance, month) => point(x(month, months), y(balance, loan))).join('L')}`
  const description =
    `Sisa pembiayaan turun dari ${formatRupiah(loan)} di awal menjadi ${formatRupiah(0)} ` +
    `pada bulan ke-${months}; pada bulan ke-${middle} sisanya ${formatRupiah(balances[middle] ?? 0)}.`

  return (
    <ChartFigure
      title="Sisa pembiayaan"
      description={description}
      max={loan}
      firstMonthLabel="Awal"
      months={months}
      legend={[['Sisa pembiayaan', 'bg-brand-700']]}
    >
      <path
        d={`${line}L${point(PLOT.right, PLOT.bottom)}L${point(PLOT.left, PLOT.bottom)}Z`}
        className="fill-brand-100"
      />
      <path d={line} fill="none" strokeWidth={2} className="stroke-brand-700" />
    </ChartFigure>
  )
}

function CompositionChart({ rows }: { rows: ScheduleRow[] }) {
  const months = rows.length
  const max = Math.max(0, ...rows.map((row) => row.monthlyPayment))
  const principalTop = steps(rows.map((row) => y(row.principalPayment, max)))
  const paymentTop = steps(rows.map((row) => y(row.monthlyPayment, max)))
  const first = rows[0]
  const last = rows.at(-1)
  const description =
    `Bulan pertama: pokok ${formatRupiah(first?.principalPayment ?? 0)}, margin ` +
    `${formatRupiah(first?.interestPayment ?? 0)}. Bulan ke-${months}: pokok ` +
    `${formatRupiah(last?.principalPayment ?? 0)}, margin ${formatRupiah(last?.interestPayment ?? 0)}.`

  return (
    <ChartFigure
      title="Pokok dan margin per bulan"
      description={description}
      max={max}
      firstMonthLabel="Bulan 1"
      months={months}
      legend={[
        ['Angsuran pokok', 'bg-brand-700'],
        ['Margin', 'bg-gold-400 border border-gold-700'],
      ]}
    >
      <path
        d={`M${point(PLOT.left, PLOT.bottom)}L${principalTop.join('L')}L${point(PLOT.right, PLOT.bottom)}Z`}
        className="fill-brand-700"
      />
      <path
        d={`M${paymentTop.join('L')}L${[...principalTop].reverse().join('L')}Z`}
        className="fill-gold-400"
      />
      {/* Outlines the light margin band so it stands out from the white background. */}
      <path
        d={`M${paymentTop.join('L')}`}
        fill="none"
        strokeWidth={1.5}
        className="stroke-gold-700"
      />
    </ChartFigure>
  )
}

interface ChartFigureProps {
  title: string
  description: string
  max: number
  firstMonthLabel: string
  months: number
  legend: ReadonlyArray<readonly [label: string, swatchClass: string]>
  children: ReactNode
}

function ChartFigure(props: ChartFigureProps) {
  const { title, description, max, firstMonthLabel, months, legend, children } = props
  const id = useId()
  return (
    <figure className="rounded-xl border border-line bg-surface p-4">
      <figcaption className="font-semibold text-ink">{title}</figcaption>
      <svg
        role="img"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-desc`}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="mt-2 h-auto w-full"
      >
        <title id={`${id}-title`}>{title}</title>
        {[0, 0.5, 1].map((fraction) => (
          <g key={fraction}>
            <line
              x1={PLOT.left}
              x2={PLOT.right}
              y1={y(fraction, 1)}
              y2={y(fraction, 1)}
              className="stroke-line"
            />
            <text
              x={PLOT.left - 6}
              y={y(fraction, 1) + 3.5}
              textAnchor="end"
              fontSize={10}
              className="fill-muted"
            >
              {formatCompactRupiah(max * fraction)}
            </text>
          </g>
        ))}
        {children}
        <text x={PLOT.left} y={HEIGHT - 8} fontSize={10} className="fill-muted">
          {firstMonthLabel}
        </text>
        <text x={PLOT.right} y={HEIGHT - 8} textAnchor="end" fontSize={10} className="fill-muted">
          {`Bulan ${months}`}
        </text>
      </svg>
      <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted" aria-hidden="true">
        {legend.map(([label, swatchClass]) => (
          <li key={label} className="flex items-center gap-1.5">
            <span className={`inline-block size-3 rounded-sm ${swatchClass}`} />
            {label}
          </li>
        ))}
      </ul>
      <p id={`${id}-desc`} className="mt-2 text-sm text-muted">
        {description}
      </p>
    </figure>
  )
}

function x(month: number, months: number): number {
  return PLOT.left + (months > 0 ? month / months : 0) * (PLOT.right - PLOT.left)
}

function y(value: number, max: number): number {
  return PLOT.bottom - (max > 0 ? value / max : 0) * (PLOT.bottom - PLOT.top)
}

function point(px: number, py: number): string {
  return `${px.toFixed(1)} ${py.toFixed(1)}`
}

// One flat step per month: the corners of a bar chart drawn as a single path.
function steps(tops: number[]): string[] {
  return tops.flatMap((top, index) => [
    point(x(index, tops.length), top),
    point(x(index + 1, tops.length), top),
  ])
}
