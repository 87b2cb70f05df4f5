import { formatBulan, formatPersen, formatTenor } from '../bagi-hasil.rules'
import type { TenorRatesDto } from '../bagi-hasil.service'

// Lines told apart by colour and by dash, so the chart reads in grey too.
const LINES = [
  { stroke: 'stroke-brand-700', fill: 'fill-brand-700', dash: undefined },
  { stroke: 'stroke-gold-700', fill: 'fill-gold-700', dash: '6 4' },
  { stroke: 'stroke-info', fill: 'fill-info', dash: '2 3' },
  { stroke: 'stroke-ink', fill: 'fill-ink', dash: '10 3 2 3' },
] as const

const W = 640
const H = 240
const PAD = { left: 48, right: 16, top: 16, bottom: 36 }

/**
 * A small line chart of the realised rates, drawn on the server as SVG (no script). Its text
 * alternative is its title and description; the table beside it holds every number.
 */
export function RatesChart({
  id,
  judul,
  bulan,
  tenor,
}: {
  id: string
  judul: string
  bulan: string[]
  tenor: TenorRatesDto[]
}) {
  const values = tenor.flatMap((t) => t.riwayat.map((r) => r.ekuivalen))
  if (values.length === 0 || bulan.length === 0) return null
  const top = Math.max(1, Math.ceil(Math.max(...values)))
  const x = (i: number) =>
    PAD.left + (bulan.length === 1 ? 0 : (i * (W - PAD.left - PAD.right)) / (bulan.length - 1))
  const y = (v: number) => PAD.top + (1 - v / top) * (H - PAD.top - PAD.bottom)
  const ticks = [0, top / 2, top]
  const low = Math.min(...values)
  const high = Math.max(...values)
  const summary = `Grafik garis ekuivalen tingkat bagi hasil ${judul} per tahun, ${formatBulan(bulan[0])} sampai ${formatBulan(bulan[bulan.length - 1])}, untuk ${tenor.map((t) => formatTenor(t.tenor)).join(', ')}. Terendah ${formatPersen(low)}, tertinggi ${formatPersen(high)}. Angka lengkapnya ada di tabel.`
  return (
    <figure className="mt-4">
      <svg
        viewBox={`0 0 ${W} ${H}`}
        role="img"
        aria-labelledby={`${id}-judul ${id}-isi`}
        className="h-auto w-full max-w-2xl"
      >
        <title id={`${id}-judul`}>{`Grafik ekuivalen tingkat bagi hasil ${judul}`}</title>
        <desc id={`${id}-isi`}>{summary}</desc>
        {ticks.map((v) => (
          <g key={v}>
            <line
              x1={PAD.left}
              x2={W - PAD.right}
              y1={y(v)}
              y2={y(v)}
              className="stroke-line"
              strokeWidth={1}
            />
            <text x={PAD.left - 6} y={y(v) + 4} textAnchor="end" className="fill-muted text-[11px]">
              {formatPersen(v)}
            </text>
          </g>
        ))}
        {bulan.map((b, i) =>
          i % Math.ceil(bulan.length / 6) === 0 || i === bulan.length - 1 ? (
            <text
              key={b}
              x={x(i)}
              y={H - PAD.bottom + 18}
              // The last month ends at the right edge, so its label must not run past it.
              textAnchor={i === bulan.length - 1 && i > 0 ? 'end' : 'middle'}
              className="fill-muted text-[11px]"
            >
              {formatBulan(b, true)}
            </text>
          ) : null,
        )}
        {tenor.map((t, n) => {
          const line = LINES[n % LINES.length]
          const points = t.riwayat.map((r) => [x(bulan.indexOf(r.bulan)), y(r.ekuivalen)])
          return (
            <g key={t.tenor}>
              <polyline
                points={points.map((p) => p.join(',')).join(' ')}
                fill="none"
                strokeWidth={2.5}
                strokeDasharray={line.dash}
                className={line.stroke}
              />
              {points.map(([px, py], i) => (
                <circle key={i} cx={px} cy={py} r={3} className={line.fill} />
              ))}
            </g>
          )
        })}
      </svg>
      <figcaption className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm text-muted">
        {tenor.map((t, n) => {
          const line = LINES[n % LINES.length]
          return (
            <span key={t.tenor} className="inline-flex items-center gap-2">
              <svg width="28" height="8" aria-hidden="true">
                <line
                  x1="0"
                  x2="28"
                  y1="4"
                  y2="4"
                  strokeWidth={2.5}
                  strokeDasharray={line.dash}
                  className={line.stroke}
                />
              </svg>
              {formatTenor(t.tenor)}
            </span>
          )
        })}
      </figcaption>
    </figure>
  )
}
