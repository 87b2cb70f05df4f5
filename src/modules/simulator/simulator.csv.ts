import type { ScheduleRow } from './simulator'

export const CSV_FILE_NAME = 'tabel_angsuran.csv'
export const EMPTY_EXPORT_MESSAGE =
  'Tidak ada data untuk diekspor. Silakan hitung angsuran terlebih dahulu.'

const CSV_HEADER = [
  'Bulan',
  'Saldo Awal',
  'Angsuran Pokok',
  'Margin',
  'Angsuran Bulanan',
  'Saldo Akhir',
]

// The BOM makes Excel read the file as UTF-8; semicolons match the Indonesian list separator,
// and plain integers (no thousand separators) stay numbers a spreadsheet can add up.
export function toCsv(rows: readonly ScheduleRow[]): string {
  const lines = rows.map((row) =>
    [
      row.month,
      row.startingBalance,
      row.principalPayment,
      row.interestPayment,
      row.monthlyPayment,
      row.endingBalance,
    ]
      .map((value) => String(Math.round(value)))
      .join(';'),
  )
  return `\uFEFF${[CSV_HEADER.join(';'), ...lines].join('\r\n')}\r\n`
}
