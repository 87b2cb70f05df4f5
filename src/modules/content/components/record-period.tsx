import { formatTanggal } from '@/lib/format'

/** 'Berlaku 1 Desember 2026 – 31 Desember 2026': when a record holds. */
export function RecordPeriod({ period: [from, until] }: { period: [string, string] }) {
  return (
    <p className="text-xs font-semibold text-gold-800">
      Berlaku <time dateTime={from}>{formatTanggal(from)}</time> –{' '}
      <time dateTime={until}>{formatTanggal(until)}</time>
    </p>
  )
}
