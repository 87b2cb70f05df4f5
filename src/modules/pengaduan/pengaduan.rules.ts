import { CASE_FILE_LIMITS, CASE_FILE_MESSAGES } from '@/modules/case-intake/case-files.rules'

/** What the complaint service's form, register, status page and settings share (POJK 22/2023). */

/** How a complaint reached the bank; the first two are spoken, the rest written. */
export const KANAL_PENGADUAN = {
  telepon: 'Telepon',
  kantor: 'Datang ke kantor',
  formulir: 'Formulir situs',
  whatsapp: 'WhatsApp',
  email: 'E-mail',
  surat: 'Surat',
} as const
export type KanalPengaduan = keyof typeof KANAL_PENGADUAN
export const KANAL_KEYS = Object.keys(KANAL_PENGADUAN) as KanalPengaduan[]
/** Spoken channels get the shorter deadline. */
export const KANAL_LISAN: readonly KanalPengaduan[] = ['telepon', 'kantor']
export const isLisan = (kanal: KanalPengaduan) => KANAL_LISAN.includes(kanal)

export const STATUS_PENGADUAN = {
  diterima: 'Diterima',
  diproses: 'Diproses',
  diperpanjang: 'Diperpanjang',
  selesai: 'Selesai',
  tidakLengkap: 'Tidak lengkap',
} as const
export type StatusPengaduan = keyof typeof STATUS_PENGADUAN
export const STATUS_KEYS = Object.keys(STATUS_PENGADUAN) as StatusPengaduan[]
/** The statuses whose deadline still runs. */
export const OPEN_STATUSES: readonly StatusPengaduan[] = ['diterima', 'diproses', 'diperpanjang']

/** Defaults of the deadline settings, in working days. */
export const DEFAULT_DEADLINES = { lisan: 5, tertulis: 10, perpanjangan: 10 } as const
/** Default of the retention setting: records are kept as the bank's rules require. */
export const DEFAULT_RETENTION_YEARS = 5
/** An open complaint is 'due soon' this many working days before its due date. */
export const DUE_SOON_DAYS = 2

export const LIMITS = {
  nama: 100,
  email: 254,
  rekening: 100,
  kronologi: 2000,
  penyelesaian: 1000,
  jawaban: 4000,
  alasan: 1000,
  catatan: 2000,
  tambahan: 2000,
  /** Rupiah, fifteen digits. */
  kerugianMax: 999_999_999_999_999,
  lampiranCount: CASE_FILE_LIMITS.count,
  lampiranBytes: CASE_FILE_LIMITS.bytes,
} as const

/** What an attachment of a complaint is: proof, a power of attorney, or added later. */
export type JenisLampiran = 'bukti' | 'kuasa' | 'tambahan'

/** Accepted complaints per address and per number; status look-ups per address. */
export const PENGADUAN_LIMITS = {
  perAddress: { points: 5, duration: 60 * 60 },
  perNumber: { points: 3, duration: 24 * 60 * 60 },
} as const
export const STATUS_LOOKUP_LIMITS = {
  perAddress: { points: 10, duration: 15 * 60 },
} as const

export const PENGADUAN_PAGE_SIZE = 10

/** The consent the consumer ticks: purpose and retention. */
export const consentText = (years: number) =>
  `Saya setuju data dan lampiran di atas digunakan oleh bank hanya untuk menangani pengaduan ini dan melaporkannya kepada OJK sebagaimana diwajibkan. Catatan pengaduan disimpan selama ${years} tahun sejak selesai sesuai ketentuan bank, lalu dihapus beserta lampirannya. Saya dapat meminta salinan data saya.`

export const PENGADUAN_MESSAGES = {
  namaWajib: 'Nama wajib diisi.',
  namaPanjang: `Nama maksimal ${LIMITS.nama} karakter.`,
  teleponWajib: 'Nomor HP/WhatsApp wajib diisi.',
  teleponSalah: 'Nomor HP/WhatsApp tidak valid. Gunakan nomor Indonesia, misalnya 0812 3456 7890.',
  emailSalah: 'Alamat e-mail tidak valid.',
  rekeningPanjang: `Nomor rekening maksimal ${LIMITS.rekening} karakter.`,
  tanggalWajib: 'Tanggal kejadian wajib diisi.',
  tanggalSalah: 'Tanggal kejadian tidak valid atau di masa depan.',
  kronologiWajib: 'Kronologi wajib diisi.',
  kronologiPanjang: `Kronologi maksimal ${LIMITS.kronologi.toLocaleString('id-ID')} karakter.`,
  kerugianSalah: 'Kerugian harus berupa angka rupiah (maksimal 15 digit).',
  penyelesaianWajib: 'Penyelesaian yang diharapkan wajib diisi.',
  penyelesaianPanjang: `Penyelesaian yang diharapkan maksimal ${LIMITS.penyelesaian.toLocaleString('id-ID')} karakter.`,
  kanalSalah: 'Pilih saluran pengaduan.',
  produkTidakAda: 'Produk yang dipilih tidak ditemukan.',
  persetujuanWajib: 'Centang persetujuan penggunaan data untuk melanjutkan.',
  ...CASE_FILE_MESSAGES,
  kuasaWajib: 'Lampirkan surat kuasa bila Anda mengadu atas nama orang lain.',
  periksaIsian: 'Periksa kembali isian yang ditandai.',
  terlaluCepat:
    'Formulir terkirim terlalu cepat. Periksa kembali isian Anda, lalu kirim sekali lagi.',
  kedaluwarsa: 'Formulir sudah terlalu lama dibuka. Periksa kembali isian Anda, lalu kirim lagi.',
  ditolak: 'Pengaduan tidak dapat diproses.',
  terlaluBesar: 'Isian formulir terlalu besar. Setiap lampiran paling besar 5 MB.',
  terlaluSering: (minutes: number) =>
    `Terlalu banyak pengaduan dari jaringan ini. Silakan coba lagi dalam ${minutes} menit atau hubungi kami melalui telepon.`,
  nomorTerlaluSering: (hours: number) =>
    `Nomor ini sudah mengirim beberapa pengaduan. Silakan coba lagi dalam ${hours} jam atau hubungi kami melalui telepon.`,
  gangguan:
    'Pengaduan belum dapat disimpan karena gangguan server. Silakan coba beberapa saat lagi.',
  statusTidakCocok: 'Nomor pengaduan atau kode tindak lanjut tidak cocok.',
  statusTerlaluSering: (minutes: number) =>
    `Terlalu banyak percobaan. Silakan coba lagi dalam ${minutes} menit.`,
  tambahanWajib: 'Tulis keterangan tambahan atau lampirkan berkas.',
  tambahanPanjang: `Keterangan tambahan maksimal ${LIMITS.tambahan.toLocaleString('id-ID')} karakter.`,
  sudahSelesai: 'Pengaduan ini sudah selesai; keterangan tambahan tidak dapat dikirim.',
  tidakDitemukan: 'Pengaduan tidak ditemukan.',
  statusTidakBoleh: 'Status tidak dapat diubah ke pilihan itu.',
  jawabanWajib: 'Tulis jawaban bank sebelum menyelesaikan pengaduan.',
  jawabanPanjang: `Jawaban maksimal ${LIMITS.jawaban.toLocaleString('id-ID')} karakter.`,
  kekuranganWajib: 'Tulis apa yang masih kurang dari pengaduan ini.',
  alasanWajib: 'Tulis alasan perpanjangan.',
  alasanPanjang: `Alasan maksimal ${LIMITS.alasan.toLocaleString('id-ID')} karakter.`,
  sudahDiperpanjang: 'Batas waktu pengaduan hanya dapat diperpanjang satu kali.',
  catatanWajib: 'Tulis catatan internal.',
  catatanPanjang: `Catatan maksimal ${LIMITS.catatan.toLocaleString('id-ID')} karakter.`,
  petugasTidakAda: 'Administrator yang dipilih tidak ditemukan.',
  hapusBelumSelesai: 'Hanya pengaduan yang sudah selesai yang dapat dihapus.',
} as const

const longDate = new Intl.DateTimeFormat('id-ID', { dateStyle: 'long', timeZone: 'UTC' })
/** '2026-09-01' → '1 September 2026'. */
export const formatTanggal = (day: string) => longDate.format(new Date(`${day}T00:00:00Z`))
