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

const timeFormatter = new Intl.DateTimeFormat('id-ID', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Asia/Jakarta',
})

/** '1 Desember 2026 pukul 08.00 WIB': an instant as the bank's visitors read it. */
export function formatTanggalJam(date: string): string {
  const value = new Date(date)
  if (Number.isNaN(value.getTime())) return ''
  return `${dateFormatter.format(value)} pukul ${timeFormatter.format(value)} WIB`
}

const twoDecimals = new Intl.NumberFormat('id-ID', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
})

const KB = 1024
const MB = 1024 * 1024

/** 1572864 → '1,50 MB' (the report form shows the chosen file in MB). */
export const formatMegabytes = (bytes: number) => `${twoDecimals.format(bytes / MB)} MB`

/** 2048 → '2,00 KB' (the news table shows KB with 2 decimals). */
export const formatKilobytes = (bytes: number) => `${twoDecimals.format(bytes / KB)} KB`

/** A chosen file in MB (SPEC 2.2), but in KB below 0.01 MB, which would read '0,00 MB'. */
export const formatChosenSize = (bytes: number) =>
  bytes < 0.01 * MB ? formatKilobytes(bytes) : formatMegabytes(bytes)

/** KB below one megabyte, MB above: for report sizes, which run from a few KB to 2 MB. */
export const formatFileSize = (bytes: number) =>
  bytes >= MB ? formatMegabytes(bytes) : formatKilobytes(bytes)

/** The first 50 characters then '...', as the admin tables show descriptions and bodies. */
export function excerpt(text: string, length = 50): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  return flat.length > length ? `${flat.slice(0, length)}...` : flat
}

const jakartaDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Jakarta',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})

/** An ISO timestamp → 'YYYY-MM-DD' as the day falls in Jakarta, for <input type="date">. */
export function toDateInputValue(value: string | null | undefined): string {
  if (!value) return ''
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? '' : jakartaDay.format(date)
}

/** '10.000.000' or 'Rp 10,000,000' → 10000000; no digits → undefined. */
export function parseRupiah(text: string): number | undefined {
  const digits = text.replace(/\D/g, '').replace(/^0+(?=\d)/, '')
  return digits === '' ? undefined : Number(digits)
}
