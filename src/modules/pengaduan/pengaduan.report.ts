import { asCaller, type ServiceContext } from '@/lib/service-context'

import { KANAL_PENGADUAN, STATUS_PENGADUAN } from './pengaduan.rules'
import { dateInWib } from './working-days'

export type Quarter = { tahun: number; triwulan: 1 | 2 | 3 | 4 }

export type QuarterReport = Quarter & {
  total: number
  perProduk: [string, number][]
  perKanal: [string, number][]
  perStatus: [string, number][]
  selesai: number
  tepatWaktu: number
}

/** The quarter a moment falls in (WIB). */
export function quarterOf(now: Date): Quarter {
  const [year, month] = dateInWib(now).split('-').map(Number)
  return { tahun: year, triwulan: (Math.floor((month - 1) / 3) + 1) as Quarter['triwulan'] }
}

/** The quarter named by a URL's ?tahun=&triwulan=, else the current one. */
export function parseQuarter(
  params: Record<string, string | string[] | undefined>,
  now = new Date(),
) {
  const tahun = Number(params.tahun)
  const triwulan = Number(params.triwulan)
  if (Number.isInteger(tahun) && tahun >= 2000 && tahun <= 2100 && [1, 2, 3, 4].includes(triwulan))
    return { tahun, triwulan } as Quarter
  return quarterOf(now)
}

const tally = (values: string[]) => {
  const counts = new Map<string, number>()
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1)
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
}

/**
 * The complaints received in a quarter (WIB): counts by product, channel and status, and how many
 * of the finished ones were answered by their due date.
 */
export async function quarterReport(ctx: ServiceContext, quarter: Quarter): Promise<QuarterReport> {
  const firstMonth = (quarter.triwulan - 1) * 3 + 1
  const from = `${quarter.tahun}-${String(firstMonth).padStart(2, '0')}-01`
  const to =
    quarter.triwulan === 4
      ? `${quarter.tahun + 1}-01-01`
      : `${quarter.tahun}-${String(firstMonth + 3).padStart(2, '0')}-01`
  // WIB is UTC+7: the quarter's first moment is 17:00 UTC the day before.
  const start = new Date(Date.parse(`${from}T00:00:00+07:00`)).toISOString()
  const end = new Date(Date.parse(`${to}T00:00:00+07:00`)).toISOString()
  const { docs } = await ctx.payload.find({
    collection: 'pengaduan',
    where: {
      and: [{ diterimaPada: { greater_than_equal: start } }, { diterimaPada: { less_than: end } }],
    },
    pagination: false,
    depth: 0,
    select: { kanal: true, status: true, produk: true, jatuhTempo: true, selesaiPada: true },
    ...asCaller(ctx),
  })
  const finished = docs.filter((doc) => doc.status === 'selesai' && doc.selesaiPada)
  return {
    ...quarter,
    total: docs.length,
    perProduk: tally(docs.map((doc) => doc.produk || 'Tidak disebut')),
    perKanal: tally(docs.map((doc) => KANAL_PENGADUAN[doc.kanal])),
    perStatus: tally(docs.map((doc) => STATUS_PENGADUAN[doc.status])),
    selesai: finished.length,
    tepatWaktu: finished.filter((doc) => dateInWib(new Date(doc.selesaiPada!)) <= doc.jatuhTempo)
      .length,
  }
}

const cell = (value: string | number) => {
  const text = String(value)
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text
  return /[";\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe
}

/** The report as CSV: semicolons and a BOM, like the other exports. */
export function quarterCsv(report: QuarterReport): string {
  const share = report.selesai ? ((report.tepatWaktu / report.selesai) * 100).toFixed(1) : '0.0'
  const rows: (string | number)[][] = [
    ['Laporan pengaduan', `Triwulan ${report.triwulan} ${report.tahun}`],
    ['Jumlah pengaduan', report.total],
    ['Selesai', report.selesai],
    ['Selesai tepat waktu', report.tepatWaktu],
    ['Persentase tepat waktu (%)', share.replace('.', ',')],
    [],
    ['Kelompok', 'Nilai', 'Jumlah'],
    ...report.perProduk.map(([name, count]) => ['Produk', name, count]),
    ...report.perKanal.map(([name, count]) => ['Saluran', name, count]),
    ...report.perStatus.map(([name, count]) => ['Status', name, count]),
  ]
  return `\uFEFF${rows.map((row) => row.map(cell).join(';')).join('\r\n')}\r\n`
}
