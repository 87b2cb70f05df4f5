// Formatters are built once: constructing Intl objects is far slower than calling them.
const rupiahFormatter = new Intl.NumberFormat('id-ID', {
  style: 'currency',
  currency: 'IDR',
  maximumFractionDigits: 0,
  // 'negative' keeps a rounded −0.4 from printing as '-Rp 0'.
  signDisplay: 'negative',
})

const compactRupiahFormatter = new Intl.NumberFormat('id-ID', {
  style: 'currency',
  currency: 'IDR',
  notation: 'compact',
  maximumFractionDigits: 1,
})

const thousandsFormatter = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 })

const percentFormatter = new Intl.NumberFormat('id-ID', {
  style: 'percent',
  maximumFractionDigits: 2,
})

const dateFormatter = new Intl.DateTimeFormat('id-ID', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Asia/Jakarta',
})

/** 10000000 → 'Rp 10.000.000' (the space is a no-break space, U+00A0). */
export function formatRupiah(n: number): string {
  return rupiahFormatter.format(n)
}

/** 10000000 → 'Rp 10 jt'; for chart axes where the full amount does not fit. */
export function formatCompactRupiah(n: number): string {
  return compactRupiahFormatter.format(n)
}

/** 10000000 → '10.000.000'. */
export function formatThousands(n: number): string {
  return thousandsFormatter.format(n)
}

/** A percentage as typed, 15.6 → '15,6%'. */
export function formatPercent(percent: number): string {
  return percentFormatter.format(percent / 100)
}

/** '2026-11-22' or a Date → '22 November 2026' as seen in Jakarta; '' for an invalid date. */
export function formatTanggal(date: string | Date): string {
  const value = typeof date === 'string' ? new Date(date) : date
  return Number.isNaN(value.getTime()) ? '' : dateFormatter.format(value)
}
