import { formatTanggal } from '@/lib/format'

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

/**
 * The spec's product "file size" is not real: 120 KB per advantage, with a product without
 * advantages counted as one.
 */
export const FAKE_KB_PER_KEUNGGULAN = 120
export const fakeProdukSizeKb = (keunggulanCount: number) =>
  FAKE_KB_PER_KEUNGGULAN * (keunggulanCount || 1)

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

export { formatTanggal }
