import type { RingkasanInput } from '@/modules/produk/ringkasan.schema'

/*
 * The demo products' summaries (Ringkasan Informasi Produk dan Layanan): plausible figures for a
 * small BPRS, to be replaced by the bank's own.
 */

const BERLAKU_PER = '2026-11-01'

const simpananRisiko =
  'Risiko likuiditas dan risiko operasional bank. Simpanan dijamin LPS sepanjang memenuhi ' +
  'ketentuan penjaminan.'
const simpananSyarat =
  'Mengisi formulir pembukaan rekening di kantor kami dengan membawa KTP asli (dan NPWP bila ' +
  'ada). Setoran awal dibayar tunai atau pindah buku. Buku tabungan diberikan pada hari yang sama.'
const pembiayaanRisiko =
  'Nasabah wajib membayar angsuran tepat waktu. Keterlambatan dapat dikenakan denda (ta’zir) yang ' +
  'disalurkan sebagai dana sosial, dan tercatat pada Sistem Layanan Informasi Keuangan (SLIK) OJK. ' +
  'Agunan dapat dieksekusi bila pembiayaan macet.'
const pembiayaanSyarat =
  'Fotokopi KTP suami dan istri, Kartu Keluarga, slip gaji atau keterangan usaha, dan dokumen ' +
  'agunan. Permohonan diajukan di kantor atau lewat formulir Ajukan Pembiayaan; analisis dan ' +
  'survei dilakukan paling lama 5 hari kerja, lalu akad ditandatangani di hadapan notaris bila ' +
  'diperlukan.'

const adminBulanan = (jumlah: number) => ({
  nama: 'Biaya administrasi bulanan',
  jumlah,
  satuan: 'rupiah' as const,
  dikenakan: 'Setiap akhir bulan, didebet dari rekening',
})
const tutupRekening = {
  nama: 'Biaya penutupan rekening',
  jumlah: 20000,
  satuan: 'rupiah' as const,
  dikenakan: 'Saat rekening ditutup atas permintaan nasabah',
}
const bukuHilang = {
  nama: 'Penggantian buku tabungan hilang atau rusak',
  jumlah: 10000,
  satuan: 'rupiah' as const,
  dikenakan: 'Saat buku diganti',
}
const pembiayaanBiaya = (adminPersen: number) => [
  {
    nama: 'Biaya administrasi pembiayaan',
    jumlah: adminPersen,
    satuan: 'persen' as const,
    dikenakan: 'Sekali saat akad, dari plafon pembiayaan',
  },
  {
    nama: 'Biaya materai',
    jumlah: 20000,
    satuan: 'rupiah' as const,
    dikenakan: 'Saat akad (dua lembar)',
  },
  {
    nama: 'Asuransi jiwa syariah',
    jumlah: 0.5,
    satuan: 'persen' as const,
    dikenakan: 'Sekali saat akad, dari plafon, dibayarkan ke perusahaan asuransi',
  },
]

const simpanan = (
  akad: RingkasanInput['akad'],
  fiturUtama: string,
  manfaat: string,
  biaya: RingkasanInput['biaya'],
): RingkasanInput => ({
  jenis: 'simpanan',
  akad,
  fiturUtama,
  manfaat,
  risiko: simpananRisiko,
  persyaratan: simpananSyarat,
  biaya,
  berlakuPer: BERLAKU_PER,
  dijaminLps: true,
  simulasi: null,
})

const pembiayaan = (
  akad: RingkasanInput['akad'],
  fiturUtama: string,
  manfaat: string,
  simulasi: RingkasanInput['simulasi'],
  adminPersen = 1,
): RingkasanInput => ({
  jenis: 'pembiayaan',
  akad,
  fiturUtama,
  manfaat,
  risiko: pembiayaanRisiko,
  persyaratan: pembiayaanSyarat,
  biaya: pembiayaanBiaya(adminPersen),
  berlakuPer: BERLAKU_PER,
  dijaminLps: false,
  simulasi,
})

/** By the key of the product in produk.ts. */
export const ringkasanSeed: Record<string, RingkasanInput> = {
  'tabungan-wadiah': simpanan(
    'wadiah',
    'Setoran awal Rp50.000, setoran berikutnya minimal Rp10.000. Penarikan kapan saja pada jam operasional.',
    'Dana aman dan dapat ditarik setiap saat. Bank dapat memberi bonus (athaya) yang tidak diperjanjikan.',
    [adminBulanan(2000), bukuHilang, tutupRekening],
  ),
  'tabungan-mudharabah': simpanan(
    'mudharabah',
    'Setoran awal Rp100.000. Bagi hasil dihitung dari saldo rata-rata harian dengan nisbah yang disepakati saat pembukaan rekening.',
    'Memperoleh bagi hasil bulanan yang mengikuti pendapatan bank; bagi hasil tidak tetap dan tidak dijanjikan.',
    [adminBulanan(3000), bukuHilang, tutupRekening],
  ),
  'tabungan-haji': simpanan(
    'mudharabah',
    'Setoran awal Rp500.000, setoran berikutnya bebas. Dana hanya dapat ditarik untuk pelunasan setoran awal BPIH atau bila batal berangkat.',
    'Membantu merencanakan pendaftaran haji; saldo yang cukup didaftarkan ke SISKOHAT melalui bank mitra.',
    [tutupRekening],
  ),
  'tabungan-qurban': simpanan(
    'wadiah',
    'Setoran awal Rp50.000, setoran rutin bulanan. Penarikan menjelang Iduladha untuk pembelian hewan qurban.',
    'Menyiapkan dana qurban sedikit demi sedikit; bank dapat membantu penyaluran hewan qurban.',
    [adminBulanan(0), tutupRekening],
  ),
  'tabungan-pendidikan': simpanan(
    'mudharabah',
    'Setoran awal Rp100.000 dan setoran bulanan tetap selama jangka waktu 1 sampai 15 tahun.',
    'Dana pendidikan anak terkumpul pada waktunya, dengan bagi hasil sesuai nisbah.',
    [
      {
        nama: 'Biaya penarikan sebelum jatuh tempo',
        jumlah: 50000,
        satuan: 'rupiah',
        dikenakan: 'Saat rekening dicairkan sebelum jatuh tempo',
      },
    ],
  ),
  'deposito-mudharabah': simpanan(
    'mudharabah',
    'Penempatan minimal Rp5.000.000 untuk jangka waktu 1, 3, 6, atau 12 bulan; dapat diperpanjang otomatis (ARO).',
    'Bagi hasil dengan nisbah lebih besar dari tabungan, dibayarkan setiap bulan ke rekening tabungan.',
    [
      {
        nama: 'Biaya pencairan sebelum jatuh tempo',
        jumlah: 0.5,
        satuan: 'persen',
        dikenakan: 'Saat deposito dicairkan sebelum jatuh tempo, dari nominal',
      },
      { nama: 'Biaya materai bilyet', jumlah: 10000, satuan: 'rupiah', dikenakan: 'Saat pembukaan' },
    ],
  ),
  'pembiayaan-murabahah': pembiayaan(
    'murabahah',
    'Jual beli barang dengan harga pokok dan margin yang disepakati di awal; plafon Rp5 juta sampai Rp500 juta, tenor sampai 60 bulan.',
    'Angsuran tetap sampai lunas sehingga mudah direncanakan.',
    { plafon: 50_000_000, margin: 12, tenor: 36, metode: 'flat' },
  ),
  'pembiayaan-mudharabah': pembiayaan(
    'mudharabah',
    'Modal usaha dari bank untuk usaha nasabah; keuntungan dibagi sesuai nisbah, kerugian usaha ditanggung bank kecuali karena kelalaian nasabah.',
    'Beban angsuran mengikuti hasil usaha yang sebenarnya.',
    { plafon: 100_000_000, margin: 14, tenor: 24, metode: 'efektif' },
  ),
  'pembiayaan-musyarakah': pembiayaan(
    'musyarakah',
    'Bank dan nasabah sama-sama menyertakan modal; bagi hasil sesuai nisbah, kerugian sesuai porsi modal.',
    'Cocok untuk proyek atau pengembangan usaha dengan modal bersama.',
    { plafon: 150_000_000, margin: 13.5, tenor: 36, metode: 'efektif' },
  ),
  'pembiayaan-multijasa': pembiayaan(
    'ijarah',
    'Pembiayaan jasa pendidikan, kesehatan, atau pernikahan dengan ujrah (imbal jasa) yang disepakati di awal.',
    'Kebutuhan jasa terpenuhi dengan angsuran tetap.',
    { plafon: 20_000_000, margin: 13, tenor: 24, metode: 'flat' },
  ),
  'pembiayaan-umroh': pembiayaan(
    'ijarah',
    'Pembiayaan paket umroh melalui biro perjalanan berizin dengan ujrah tetap, tenor sampai 24 bulan.',
    'Berangkat umroh lebih awal dengan angsuran yang ringan.',
    { plafon: 30_000_000, margin: 11, tenor: 24, metode: 'flat' },
  ),
  'gadai-emas': {
    jenis: 'pembiayaan',
    akad: 'rahn',
    fiturUtama:
      'Pinjaman qardh dengan jaminan emas (rahn) sampai 90 % dari taksiran, jangka waktu 4 bulan dan dapat diperpanjang.',
    manfaat: 'Dana cepat cair pada hari yang sama tanpa menjual emas.',
    risiko:
      'Bila tidak ditebus atau diperpanjang sampai jatuh tempo, emas dijual dan kelebihannya dikembalikan kepada nasabah.',
    persyaratan: 'KTP asli dan emas perhiasan atau batangan; taksiran dilakukan di kantor kami.',
    biaya: [
      {
        nama: 'Ujrah penyimpanan emas',
        jumlah: 1.25,
        satuan: 'persen',
        dikenakan: 'Setiap bulan, dari nilai taksiran',
      },
      { nama: 'Biaya administrasi', jumlah: 15000, satuan: 'rupiah', dikenakan: 'Saat akad' },
    ],
    berlakuPer: BERLAKU_PER,
    dijaminLps: false,
    simulasi: null,
  },
  'pembiayaan-kendaraan': pembiayaan(
    'murabahah',
    'Pembelian motor atau mobil baru maupun bekas dengan uang muka minimal 20 % dan tenor sampai 48 bulan.',
    'Angsuran tetap dan BPKB disimpan aman di bank sampai lunas.',
    { plafon: 150_000_000, margin: 9.5, tenor: 48, metode: 'anuitas' },
  ),
  'pembiayaan-pertanian-peternakan': pembiayaan(
    'musyarakah',
    'Modal tanam atau ternak dengan angsuran yang dapat mengikuti masa panen.',
    'Petani dan peternak memperoleh modal sesuai siklus usaha.',
    { plafon: 25_000_000, margin: 15, tenor: 12, metode: 'efektif' },
    0.75,
  ),
  'pembiayaan-modal-kerja-umkm': pembiayaan(
    'murabahah',
    'Pembelian bahan baku atau barang dagangan untuk UMKM, plafon sampai Rp250 juta, tenor sampai 36 bulan.',
    'Usaha berkembang dengan kepastian angsuran.',
    { plafon: 100_000_000, margin: 11, tenor: 36, metode: 'flat' },
  ),
  'layanan-transfer-pembayaran': {
    jenis: 'jasa',
    akad: 'wakalah',
    fiturUtama:
      'Transfer ke bank lain, pembayaran listrik, air, BPJS, dan pajak melalui teller kami.',
    manfaat: 'Semua pembayaran rutin selesai di satu tempat.',
    risiko: 'Salah nomor tujuan yang ditulis nasabah menjadi tanggung jawab nasabah.',
    persyaratan: 'Mengisi slip transaksi dan menunjukkan KTP untuk transfer di atas Rp25 juta.',
    biaya: [
      { nama: 'Transfer antarbank', jumlah: 6500, satuan: 'rupiah', dikenakan: 'Per transaksi' },
      { nama: 'Pembayaran tagihan', jumlah: 2500, satuan: 'rupiah', dikenakan: 'Per tagihan' },
    ],
    berlakuPer: BERLAKU_PER,
    dijaminLps: false,
    simulasi: null,
  },
}
