// Governance transparency report (laporan transparansi tata kelola) of the fictitious bank.

import { rng } from '../draw/primitives.mjs'
import { GENERATOR } from '../generator-name.mjs'
import { ReportWriter, pct } from './report-writer.mjs'

export function reportTransparansi(year) {
  const r = rng(year)
  const w = new ReportWriter(
    `Laporan Transparansi Tata Kelola ${year}`,
    `Laporan Pelaksanaan Tata Kelola (GCG) Tahun Buku ${year}`,
  )
  w.heading('1. Pendahuluan')
  w.para(
    `Laporan ini disusun sebagai bentuk keterbukaan informasi PT BPRS Contoh Syariah Yogyakarta` +
      ` atas penerapan tata kelola yang baik selama tahun ${year}, meliputi prinsip transparansi,` +
      ` akuntabilitas, pertanggungjawaban, profesional dan kewajaran sesuai ketentuan Otoritas Jasa` +
      ` Keuangan bagi BPR Syariah.`,
  )
  w.heading('2. Pelaksanaan Tugas dan Tanggung Jawab')
  w.para(
    'Direksi telah melaksanakan pengelolaan bank sesuai anggaran dasar dan rencana bisnis. Dewan' +
      ' Komisaris melakukan pengawasan aktif melalui rapat berkala, sedangkan Dewan Pengawas' +
      ' Syariah memastikan seluruh produk dan aktivitas usaha telah sesuai dengan prinsip syariah' +
      ' dan fatwa DSN-MUI.',
  )
  const rd = 12 + Math.floor(r() * 6)
  const rk = 6 + Math.floor(r() * 4)
  const rs = 4 + Math.floor(r() * 4)
  w.table(
    ['Rapat selama tahun ' + year, 'Jumlah rapat', 'Kehadiran'],
    [
      ['Rapat Direksi', String(rd), pct(100)],
      ['Rapat Dewan Komisaris', String(rk), pct(92 + r() * 8)],
      ['Rapat Dewan Pengawas Syariah', String(rs), pct(100)],
      ['Rapat gabungan Direksi dan Dewan Komisaris', String(4), pct(100)],
    ],
  )
  w.heading('3. Fungsi Kepatuhan, Audit Intern dan Audit Ekstern')
  w.para(
    'Satuan Kerja Audit Intern telah melaksanakan audit terhadap bagian operasional, pembiayaan' +
      ' dan teknologi informasi sesuai rencana audit tahunan. Fungsi kepatuhan memantau pemenuhan' +
      ' ketentuan yang berlaku. Laporan keuangan tahunan diaudit oleh Kantor Akuntan Publik yang' +
      ' terdaftar.',
  )
  w.heading('4. Penerapan Manajemen Risiko')
  w.para(
    'Bank menerapkan manajemen risiko untuk risiko kredit (pembiayaan), operasional, kepatuhan,' +
      ' likuiditas, reputasi dan strategik. Profil risiko bank secara keseluruhan berada pada' +
      ' peringkat rendah sampai moderat.',
  )
  w.heading('5. Batas Maksimum Penyaluran Dana dan Rasio')
  w.table(
    ['Indikator', 'Batas', `Posisi ${year}`],
    [
      ['Pelanggaran BMPD', '0', '0'],
      ['Pelampauan BMPD', '0', '0'],
      ['Rasio Kewajiban Penyediaan Modal Minimum', '>= 12%', pct(18 + r() * 8)],
      ['Non Performing Financing (NPF) neto', '< 5%', pct(1.2 + r() * 2)],
      ['Financing to Deposit Ratio (FDR)', '-', pct(82 + r() * 12)],
    ],
  )
  w.heading('6. Hasil Penilaian Sendiri (Self Assessment)')
  w.para(
    `Berdasarkan hasil penilaian sendiri atas penerapan tata kelola tahun ${year}, bank` +
      ` memperoleh nilai komposit 2 (Baik). Bank berkomitmen untuk terus meningkatkan kualitas tata` +
      ` kelola, khususnya pada penguatan fungsi kepatuhan dan pengembangan sumber daya insani.`,
  )
  w.heading('7. Penutup')
  w.para(
    `Demikian Laporan Transparansi Tata Kelola ${year} ini disampaikan. Yogyakarta, 30 April` +
      ` ${year + 1}. Direksi PT BPRS Contoh Syariah Yogyakarta.`,
  )
  return w.finish({
    Title: `Laporan Transparansi Tata Kelola ${year}`,
    Author: 'PT BPRS Contoh Syariah Yogyakarta',
    Subject: 'Dokumen contoh untuk demonstrasi situs web',
    Producer: GENERATOR,
    CreationDate: `D:${year + 1}0430090000+07'00'`,
  })
}
