import type { Aktivitas } from '@/payload-types'

import { JENIS_AKTIVITAS, OBJEK_AKTIVITAS } from './aktivitas.rules'

const timeFormatter = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Asia/Jakarta',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
})

/** '2026-05-31 14:05:09' in Western Indonesian Time. */
export const formatActivityTime = (iso: string) => timeFormatter.format(new Date(iso))

const HEADER = [
  'Waktu (WIB)',
  'Jenis',
  'Pengguna',
  'Objek',
  'ID',
  'Judul',
  'Field diubah',
  'Alamat',
  'Keterangan',
]

/*
 * A failed login's username is whatever someone typed; a spreadsheet must not run it as a
 * formula (OWASP "CSV injection"), so a cell starting with = + - @ or a control gets a quote.
 */
const cell = (value: string | null | undefined) => {
  const text = value ?? ''
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text
  return /[";\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe
}

/** The trail as CSV: semicolons like the simulator's export, with a BOM so Excel reads UTF-8. */
export function aktivitasCsv(rows: Aktivitas[]): string {
  const lines = rows.map((row) =>
    [
      formatActivityTime(row.createdAt),
      JENIS_AKTIVITAS[row.jenis],
      row.pengguna,
      row.objek ? OBJEK_AKTIVITAS[row.objek] : '',
      row.objekId,
      row.judul,
      row.kolom,
      row.alamat,
      row.keterangan,
    ]
      .map(cell)
      .join(';'),
  )
  return `\uFEFF${[HEADER.join(';'), ...lines].join('\r\n')}\r\n`
}
