import { CASE_FILE_MESSAGES } from '@/modules/case-intake/case-files.rules'

/** What the whistleblowing channel's form, register, follow-up page and settings share (POJK 12/2024). */

export const STATUS_WBS = {
  diterima: 'Diterima',
  ditelaah: 'Sedang ditelaah',
  selesai: 'Selesai',
} as const
export type StatusWbs = keyof typeof STATUS_WBS
export const STATUS_WBS_KEYS = Object.keys(STATUS_WBS) as StatusWbs[]

/** The outcome told to the reporter once a report is finished. */
export const HASIL_WBS = { terbukti: 'Terbukti', tidakTerbukti: 'Tidak terbukti' } as const
export type HasilWbs = keyof typeof HASIL_WBS
export const HASIL_WBS_KEYS = Object.keys(HASIL_WBS) as HasilWbs[]

export type JenisLampiranWbs = 'bukti' | 'tambahan'

export const WBS_LIMITS = {
  apa: 2000,
  siapa: 1000,
  kapan: 200,
  dimana: 300,
  bagaimana: 2000,
  nama: 100,
  kontak: 200,
  pesan: 2000,
  kesimpulan: 2000,
  /** Messages of one report (questions and answers together). */
  percakapan: 100,
  /** Files of one report, first ones and those added later. */
  lampiranTotal: 20,
} as const

/** Accepted reports per address; follow-up look-ups per address. Keyed hashes only. */
export const WBS_LIMITS_PER_ADDRESS = {
  perAddress: { points: 5, duration: 60 * 60 },
} as const
export const WBS_LOOKUP_LIMITS = {
  perAddress: { points: 10, duration: 15 * 60 },
} as const

export const DEFAULT_WBS_RETENTION_YEARS = 5

export const WBS_PAGE_SIZE = 10

/** What the reporter agrees to: purpose, anonymity and retention. */
export const wbsConsentText = (years: number) =>
  `Saya menyampaikan laporan ini dengan itikad baik. Saya mengerti laporan hanya dibaca oleh petugas whistleblowing bank, tidak dicatat alamat jaringan atau akun saya, dan disimpan selama ${years} tahun sejak selesai ditangani, lalu dihapus beserta lampirannya.`

export const WBS_MESSAGES = {
  apaWajib: 'Jelaskan pelanggaran yang terjadi.',
  apaPanjang: `Uraian pelanggaran maksimal ${WBS_LIMITS.apa.toLocaleString('id-ID')} karakter.`,
  siapaWajib: 'Sebutkan siapa yang terlibat.',
  siapaPanjang: `Pihak yang terlibat maksimal ${WBS_LIMITS.siapa.toLocaleString('id-ID')} karakter.`,
  kapanWajib: 'Sebutkan kapan kejadiannya.',
  kapanPanjang: `Waktu kejadian maksimal ${WBS_LIMITS.kapan} karakter.`,
  dimanaWajib: 'Sebutkan di mana kejadiannya.',
  dimanaPanjang: `Tempat kejadian maksimal ${WBS_LIMITS.dimana} karakter.`,
  bagaimanaWajib: 'Jelaskan bagaimana pelanggaran dilakukan.',
  bagaimanaPanjang: `Uraian cara maksimal ${WBS_LIMITS.bagaimana.toLocaleString('id-ID')} karakter.`,
  namaPanjang: `Nama maksimal ${WBS_LIMITS.nama} karakter.`,
  kontakPanjang: `Kontak maksimal ${WBS_LIMITS.kontak} karakter.`,
  identitasAnonim: 'Kosongkan nama dan kontak bila Anda melapor tanpa nama.',
  persetujuanWajib: 'Centang pernyataan untuk melanjutkan.',
  ...CASE_FILE_MESSAGES,
  periksaIsian: 'Periksa kembali isian yang ditandai.',
  terlaluCepat:
    'Formulir terkirim terlalu cepat. Periksa kembali isian Anda, lalu kirim sekali lagi.',
  kedaluwarsa: 'Formulir sudah terlalu lama dibuka. Periksa kembali isian Anda, lalu kirim lagi.',
  ditolak: 'Laporan tidak dapat diproses.',
  terlaluSering: (minutes: number) =>
    `Terlalu banyak laporan dari jaringan ini. Silakan coba lagi dalam ${minutes} menit.`,
  gangguan: 'Laporan belum dapat disimpan karena gangguan server. Silakan coba beberapa saat lagi.',
  tidakCocok: 'Nomor laporan atau kode tindak lanjut tidak cocok.',
  terlaluBanyakCoba: (minutes: number) =>
    `Terlalu banyak percobaan. Silakan coba lagi dalam ${minutes} menit.`,
  pesanWajib: 'Tulis jawaban atau keterangan, atau lampirkan berkas.',
  pesanPanjang: `Pesan maksimal ${WBS_LIMITS.pesan.toLocaleString('id-ID')} karakter.`,
  percakapanPenuh:
    'Laporan ini sudah mencapai batas jumlah pesan. Hubungi bank melalui saluran lain.',
  sudahSelesai: 'Laporan ini sudah selesai ditangani; pesan baru tidak dapat dikirim.',
  tidakDitemukan: 'Laporan tidak ditemukan.',
  bukanPetugas: 'Hanya petugas whistleblowing yang dapat membuka laporan ini.',
  pertanyaanWajib: 'Tulis pertanyaan untuk pelapor.',
  statusTidakBoleh: 'Status tidak dapat diubah ke pilihan itu.',
  hapusBelumSelesai: 'Hanya laporan yang sudah selesai yang dapat dihapus.',
  hasilWajib:
    'Pilih hasil penanganan (terbukti atau tidak terbukti) sebelum menyelesaikan laporan.',
  kesimpulanPanjang: `Kesimpulan maksimal ${WBS_LIMITS.kesimpulan.toLocaleString('id-ID')} karakter.`,
} as const
