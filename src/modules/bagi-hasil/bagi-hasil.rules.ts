/*
 * The profit-sharing rates of the mudharabah deposits (tingkat bagi hasil): per product and
 * tenor, the nisbah (nasabah : bank) and the realised equivalent rate p.a. of each month. Their
 * limits, messages and month arithmetic, shared by the collection, the API, the admin screen and
 * the pages. Client-safe: constants only.
 */

/** The highest equivalent rate p.a. the screen takes, in percent (a typing guard, not a rule). */
export const EKUIVALEN_MAX = 30
/** The longest tenor in months; 0 is a savings account, which has none. */
export const TENOR_MAX = 60
export const MAX_BARIS = 100
/** The months the page and the API show. */
export const RIWAYAT_BULAN = 12
/** From this day of a month, the dashboard asks for the previous month's rates. */
export const BATAS_TANGGAL_ISI = 10
/** A product summary older than this many months is flagged on the dashboard. */
export const RINGKASAN_MAKS_BULAN = 12

export const BAGI_HASIL_MESSAGES = {
  format: 'Format data tingkat bagi hasil tidak valid.',
  bulan: 'Bulan wajib diisi dengan format YYYY-MM.',
  bulanDepan: 'Tingkat bagi hasil hanya dapat diisi untuk bulan yang sudah berjalan.',
  produk: 'Produk harus produk simpanan dengan akad mudharabah.',
  tenor: `Jangka waktu harus bilangan bulat 0 sampai ${TENOR_MAX} bulan (0 untuk tabungan).`,
  nisbah: 'Nisbah nasabah dan nisbah bank harus bilangan bulat 0 sampai 100.',
  nisbahJumlah: 'Nisbah nasabah dan nisbah bank harus berjumlah 100.',
  ekuivalen: `Ekuivalen tingkat bagi hasil harus antara 0 dan ${EKUIVALEN_MAX}% dengan paling banyak dua angka desimal.`,
  ganda: 'Setiap produk dan jangka waktu hanya boleh satu baris dalam satu bulan.',
  terlaluBanyak: `Maksimal ${MAX_BARIS} baris dalam satu bulan.`,
  tersimpan: 'Tingkat bagi hasil berhasil disimpan.',
} as const

export const isBulan = (value: string) => /^\d{4}-(0[1-9]|1[0-2])$/.test(value)

export const isNisbah = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 100

/** A rate between 0 and the maximum with at most two decimals (1.25, not 1.255). */
export const isEkuivalen = (value: unknown): value is number =>
  typeof value === 'number' &&
  Number.isFinite(value) &&
  value >= 0 &&
  value <= EKUIVALEN_MAX &&
  Math.abs(Math.round(value * 100) - value * 100) < 1e-6

export const isTenor = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= TENOR_MAX

/** The calendar month of `now` in Western Indonesia (WIB), as YYYY-MM, and its day. */
export function wibMonth(now: Date): { bulan: string; hari: number } {
  const wib = new Date(now.getTime() + 7 * 3600_000)
  return {
    bulan: `${wib.getUTCFullYear()}-${String(wib.getUTCMonth() + 1).padStart(2, '0')}`,
    hari: wib.getUTCDate(),
  }
}

/** `bulan` moved by `delta` months. */
export function shiftBulan(bulan: string, delta: number): string {
  const [y, m] = bulan.split('-').map(Number)
  const d = new Date(Date.UTC(y, m - 1 + delta, 1))
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`
}

const MONTHS = [
  'Januari',
  'Februari',
  'Maret',
  'April',
  'Mei',
  'Juni',
  'Juli',
  'Agustus',
  'September',
  'Oktober',
  'November',
  'Desember',
]

/** 2026-11 → November 2026; the short form (Nov 26) for the chart's axis. */
export function formatBulan(bulan: string, short = false): string {
  const [y, m] = bulan.split('-').map(Number)
  return short ? `${MONTHS[m - 1].slice(0, 3)} ${String(y).slice(2)}` : `${MONTHS[m - 1]} ${y}`
}

export const formatTenor = (tenor: number) => (tenor === 0 ? 'Tabungan' : `${tenor} bulan`)

export const formatPersen = (value: number) =>
  `${value.toLocaleString('id-ID', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}%`
