// Quarterly published report (laporan publikasi): balance sheet, profit and loss and ratios. The
// figures are random but consistent: totals are the sums of their rows and the balance sheet balances.

import { rng } from '../draw/primitives.mjs'
import { GENERATOR } from '../generator-name.mjs'
import { ReportWriter, idr, pct } from './report-writer.mjs'

export function reportPublikasi(year, month) {
  const q = { 3: 'I', 6: 'II', 9: 'III', 12: 'IV' }[month]
  const r = rng(year * 100 + month)
  const f = 1 + (month / 12) * 0.06
  // [label, this year, last year] — last year's totals are the sums of last year's rows
  const growth = () => 0.86 + r() * 0.1
  const assets = [
    ['Kas', 1850000 * f * (0.9 + r() * 0.2)],
    ['Penempatan pada bank lain', 21400000 * f * (0.9 + r() * 0.2)],
    ['Piutang murabahah', 48250000 * f * (0.95 + r() * 0.1)],
    ['Pembiayaan mudharabah', 6120000 * f * (0.9 + r() * 0.2)],
    ['Pembiayaan musyarakah', 14870000 * f * (0.9 + r() * 0.2)],
  ].map(([l, v]) => [l, v, v * growth()])
  const financed = (i) => assets[2][i] + assets[3][i] + assets[4][i]
  assets.push(['Penyisihan penghapusan aset produktif', -financed(1) * 0.021, -financed(2) * 0.024])
  assets.push(['Aset tetap dan inventaris (neto)', 3260000, 3390000])
  assets.push(['Aset lainnya', 1140000 * (0.9 + r() * 0.2), 1080000 * (0.9 + r() * 0.2)])
  const sum = (rows, i) => rows.reduce((a, row) => a + row[i], 0)
  const roundRows = (rows) =>
    rows.forEach((row) => ((row[1] = Math.round(row[1])), (row[2] = Math.round(row[2]))))
  roundRows(assets)
  const aset = [sum(assets, 1), sum(assets, 2)]
  const liab = [
    ['Tabungan wadiah', 0.16],
    ['Tabungan mudharabah', 0.27],
    ['Deposito mudharabah', 0.38],
    ['Liabilitas lainnya', 0.04],
  ].map(([l, share]) => [
    l,
    aset[0] * share * (0.97 + r() * 0.06),
    aset[1] * share * (0.97 + r() * 0.06),
  ])
  roundRows(liab)
  liab.push(['Ekuitas', aset[0] - sum(liab, 1), aset[1] - sum(liab, 2)])
  const pendapatan = ((assets[2][1] * 0.14 + (assets[3][1] + assets[4][1]) * 0.12) * month) / 12
  const lr = [
    ['Pendapatan penyaluran dana', pendapatan, pendapatan * growth()],
    ['Bagi hasil untuk pemilik dana', -pendapatan * 0.42, -pendapatan * 0.37],
    ['Beban operasional', -pendapatan * 0.38, -pendapatan * 0.35],
  ]
  roundRows(lr)
  const laba = [sum(lr, 1), sum(lr, 2)]
  const last = { 3: 31, 6: 30, 9: 30, 12: 31 }[month]
  const bulan = { 3: 'Maret', 6: 'Juni', 9: 'September', 12: 'Desember' }[month]
  const fmt = (rows) => rows.map(([l, a, b]) => [l, idr(a), idr(b)])
  const w = new ReportWriter(
    `Laporan Publikasi Triwulan ${q} ${year}`,
    `Posisi ${last} ${bulan} ${year} (dalam ribuan rupiah)`,
  )
  w.heading('Laporan Posisi Keuangan')
  w.table(
    ['Pos-pos aset', `${last} ${bulan} ${year}`, `${last} ${bulan} ${year - 1}`],
    [...fmt(assets), ['TOTAL ASET', idr(aset[0]), idr(aset[1])]],
    {
      bold: [assets.length],
    },
  )
  w.table(
    ['Pos-pos liabilitas dan ekuitas', `${last} ${bulan} ${year}`, `${last} ${bulan} ${year - 1}`],
    [...fmt(liab), ['TOTAL LIABILITAS DAN EKUITAS', idr(aset[0]), idr(aset[1])]],
    { bold: [liab.length] },
  )
  w.heading('Laporan Laba Rugi (kumulatif)')
  w.table(
    ['Pos', `s.d. ${bulan} ${year}`, `s.d. ${bulan} ${year - 1}`],
    [...fmt(lr), ['LABA BERSIH', idr(laba[0]), idr(laba[1])]],
    { bold: [lr.length] },
  )
  w.heading('Rasio Keuangan')
  w.table(
    ['Rasio', `${bulan} ${year}`, `${bulan} ${year - 1}`],
    [
      ['Kewajiban Penyediaan Modal Minimum (KPMM)', pct(19 + r() * 6), pct(18 + r() * 6)],
      ['Non Performing Financing (NPF) neto', pct(1.4 + r() * 1.5), pct(1.6 + r() * 1.5)],
      ['Return on Assets (ROA)', pct(1.8 + r() * 1.2), pct(1.6 + r() * 1.2)],
      ['Beban Operasional terhadap Pendapatan Operasional', pct(78 + r() * 8), pct(80 + r() * 8)],
      ['Financing to Deposit Ratio (FDR)', pct(84 + r() * 10), pct(83 + r() * 10)],
    ],
  )
  w.para(
    'Catatan: laporan ini adalah contoh tampilan laporan publikasi triwulanan untuk keperluan' +
      ' demonstrasi situs web. Angka di atas dibuat secara acak dan tidak menggambarkan kondisi' +
      ' keuangan bank mana pun.',
    { size: 9, lead: 12.5 },
  )
  return w.finish({
    Title: `Laporan Publikasi Triwulan ${q} ${year}`,
    Author: 'PT BPRS Contoh Syariah Yogyakarta',
    Subject: 'Dokumen contoh untuk demonstrasi situs web',
    Producer: GENERATOR,
    CreationDate: `D:${year}${String(month + 1).padStart(2, '0')}15090000+07'00'`,
  })
}
