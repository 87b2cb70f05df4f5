// Annual report (laporan tahunan) of the fictitious bank.

import { rng } from '../draw/primitives.mjs'
import { GENERATOR } from '../generator-name.mjs'
import { ReportWriter, idr, pct } from './report-writer.mjs'

export function reportTahunan(year) {
  const r = rng(year * 7)
  const g = 1 + (year - 2022) * 0.11
  const aset = 96500000 * g
  const dpk = aset * 0.8
  const pemb = aset * 0.7
  const laba = aset * 0.021
  const w = new ReportWriter(
    `Laporan Tahunan ${year}`,
    `Tumbuh Bersama Umat - Ikhtisar kinerja tahun buku ${year}`,
  )
  w.heading('Sambutan Direksi')
  w.para(
    `Alhamdulillah, segala puji bagi Allah SWT. Sepanjang tahun ${year} PT BPRS Contoh Syariah` +
      ` Yogyakarta terus tumbuh bersama nasabah, pelaku usaha mikro, kecil dan menengah, petani dan` +
      ` peternak di Daerah Istimewa Yogyakarta. Dengan prinsip halal, berkah dan menguntungkan,` +
      ` bank menyalurkan pembiayaan yang produktif dan menghimpun dana masyarakat secara amanah.`,
  )
  w.para(
    'Kami menyampaikan terima kasih kepada para pemegang saham, Dewan Komisaris, Dewan Pengawas' +
      ' Syariah, seluruh karyawan, serta nasabah atas kepercayaan dan dukungan yang diberikan.',
  )
  w.heading('Ikhtisar Keuangan (dalam ribuan rupiah)')
  w.table(
    ['Uraian', String(year), String(year - 1)],
    [
      ['Total aset', idr(aset), idr(aset / 1.11)],
      ['Dana pihak ketiga', idr(dpk), idr(dpk / 1.1)],
      ['Pembiayaan yang disalurkan', idr(pemb), idr(pemb / 1.12)],
      ['Laba bersih', idr(laba), idr(laba / 1.09)],
      ['Jumlah nasabah penabung', idr(14200 * g), idr((14200 * g) / 1.08)],
      ['Jumlah nasabah pembiayaan', idr(3150 * g), idr((3150 * g) / 1.07)],
    ],
  )
  w.heading('Profil Singkat')
  w.para(
    'PT BPRS Contoh Syariah Yogyakarta adalah bank pembiayaan rakyat syariah fiktif yang' +
      ' digunakan sebagai contoh pada situs web ini. Bank melayani produk tabungan wadiah dan' +
      ' mudharabah, deposito mudharabah, pembiayaan murabahah, mudharabah, musyarakah, multijasa,' +
      ' serta gadai emas syariah.',
  )
  w.heading('Kinerja Usaha')
  w.para(
    `Pembiayaan produktif untuk sektor perdagangan, pertanian dan peternakan mendominasi` +
      ` portofolio bank pada tahun ${year} dengan porsi sekitar ${Math.round(58 + r() * 10)}% dari` +
      ` total pembiayaan. Kualitas pembiayaan tetap terjaga dengan rasio NPF neto sebesar` +
      ` ${pct(1.5 + r() * 1.5)}. Dana pihak ketiga tumbuh didorong oleh produk tabungan haji,` +
      ` tabungan qurban dan deposito mudharabah.`,
  )
  const akad = [
    ['Murabahah', 62 + r() * 4, 8 + r() * 6],
    ['Musyarakah', 20 + r() * 4, 10 + r() * 6],
    ['Mudharabah', 8 + r() * 2, 4 + r() * 4],
    ['Multijasa (ijarah)', 5 + r() * 2, 6 + r() * 4],
  ]
  const akadTotal = akad.reduce((a, x) => a + x[1], 0)
  w.table(
    ['Portofolio pembiayaan per akad', 'Porsi', 'Pertumbuhan'],
    [
      ...akad.map(([l, share, gr]) => [l, pct((share / akadTotal) * 100), pct(gr)]),
      ['Total', '100,00%', ''],
    ],
    { bold: [akad.length] },
  )
  w.heading('Tanggung Jawab Sosial')
  w.para(
    `Bank menyalurkan zakat perusahaan dan dana kebajikan untuk beasiswa pendidikan` +
      ` ${Math.round(20 + r() * 30)} siswa, bantuan sarana ibadah, serta pendampingan usaha mikro` +
      ` di sekitar kantor. Kegiatan literasi keuangan syariah dilaksanakan di` +
      ` ${Math.round(8 + r() * 10)} desa dan sekolah di Yogyakarta.`,
  )
  w.heading('Tata Kelola')
  w.para(
    'Pelaksanaan tata kelola dilaporkan secara terpisah dalam Laporan Transparansi Tata Kelola.' +
      ' Struktur organisasi terdiri atas RUPS, Dewan Komisaris, Dewan Pengawas Syariah, Direksi,' +
      ' Satuan Kerja Audit Intern, fungsi Kepatuhan dan Manajemen Risiko, serta Bagian Operasional' +
      ' dan Bagian Pemasaran/Pembiayaan.',
  )
  w.heading('Penutup')
  w.para(
    `Semoga Allah SWT senantiasa memberikan keberkahan atas ikhtiar kita bersama. Yogyakarta, 31` +
      ` Maret ${year + 1}. Direksi PT BPRS Contoh Syariah Yogyakarta.`,
  )
  return w.finish({
    Title: `Laporan Tahunan ${year}`,
    Author: 'PT BPRS Contoh Syariah Yogyakarta',
    Subject: 'Dokumen contoh untuk demonstrasi situs web',
    Producer: GENERATOR,
    CreationDate: `D:${year + 1}0331090000+07'00'`,
  })
}
