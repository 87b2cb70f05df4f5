import type { Pengajuan } from '@/payload-types'

import { formatActivityTime } from '@/modules/aktivitas/aktivitas.csv'

import { JENIS_PENGAJUAN, STATUS_PENGAJUAN } from './pengajuan.rules'

const HEADER = [
  'Waktu (WIB)',
  'Nomor pengajuan',
  'Jenis',
  'Status',
  'Nama',
  'Nomor HP/WhatsApp',
  'E-mail',
  'Kota/kabupaten',
  'Produk',
  'Jumlah',
  'Tenor (bulan)',
  'Jenis margin',
  'Margin (%)',
  'Angsuran',
  'Pesan',
  'Catatan',
]

/*
 * Everything here was typed by a visitor: a cell starting with = + - @ or a control character gets
 * a quote, so a spreadsheet shows it instead of running it (OWASP "CSV injection"). A phone
 * number starts with +, so it is quoted too, which also keeps it from becoming a number.
 */
const cell = (value: string | number | null | undefined) => {
  const text = value === null || value === undefined ? '' : String(value)
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text
  return /[";\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe
}

/** The inbox as CSV: semicolons like the other exports, with a BOM so Excel reads UTF-8. */
export function pengajuanCsv(rows: Pengajuan[]): string {
  const lines = rows.map((row) =>
    [
      formatActivityTime(row.createdAt),
      row.nomor,
      JENIS_PENGAJUAN[row.jenis],
      STATUS_PENGAJUAN[row.status],
      row.nama,
      row.telepon,
      row.email,
      row.kota,
      row.produkJudul,
      row.jumlah,
      row.tenor,
      row.jenisMargin,
      row.margin,
      row.angsuran,
      row.pesan,
      row.catatan,
    ]
      .map(cell)
      .join(';'),
  )
  return `\uFEFF${[HEADER.join(';'), ...lines].join('\r\n')}\r\n`
}

/** A person's data as they may ask for it (UU PDP): every inquiry of theirs, as stored. */
export function personDataJson(rows: Pengajuan[]): string {
  const data = rows.map((row) => ({
    nomor: row.nomor,
    jenis: JENIS_PENGAJUAN[row.jenis],
    status: STATUS_PENGAJUAN[row.status],
    dikirim: row.createdAt,
    nama: row.nama,
    telepon: row.telepon,
    email: row.email ?? null,
    kota: row.kota,
    produk: row.produkJudul ?? null,
    jumlah: row.jumlah ?? null,
    tenor: row.tenor ?? null,
    jenisMargin: row.jenisMargin ?? null,
    margin: row.margin ?? null,
    angsuran: row.angsuran ?? null,
    pesan: row.pesan ?? null,
    persetujuan: row.persetujuan,
  }))
  return JSON.stringify({ pengajuan: data }, null, 2)
}
