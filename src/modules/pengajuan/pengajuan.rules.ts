/** What the inquiry forms, the inbox and the notifications share: limits, labels and texts. */

/** The two public forms: a financing application and a general message. */
export const JENIS_PENGAJUAN = {
  pembiayaan: 'Ajukan Pembiayaan',
  kontak: 'Hubungi Kami',
} as const
export type JenisPengajuan = keyof typeof JENIS_PENGAJUAN
export const JENIS_PENGAJUAN_KEYS = Object.keys(JENIS_PENGAJUAN) as JenisPengajuan[]

export const STATUS_PENGAJUAN = {
  baru: 'Baru',
  dihubungi: 'Dihubungi',
  selesai: 'Selesai',
  ditolak: 'Ditolak',
} as const
export type StatusPengajuan = keyof typeof STATUS_PENGAJUAN
export const STATUS_KEYS = Object.keys(STATUS_PENGAJUAN) as StatusPengajuan[]

/** Baru → Dihubungi → Selesai or Ditolak; an obvious junk message may be refused at once. */
export const NEXT_STATUS: Record<StatusPengajuan, readonly StatusPengajuan[]> = {
  baru: ['dihubungi', 'ditolak'],
  dihubungi: ['selesai', 'ditolak'],
  selesai: [],
  ditolak: [],
}

export const MARGIN_KEYS = ['flat', 'efektif', 'anuitas'] as const
export type JenisMargin = (typeof MARGIN_KEYS)[number]

export const LIMITS = {
  nama: 100,
  email: 254,
  kota: 100,
  pesan: 1000,
  catatan: 1000,
  /** Fifteen digits, as the simulator takes. */
  jumlahMax: 999_999_999_999_999,
  tenorMax: 600,
  /** Bytes of a whole form post; anything larger is refused before it is read. */
  bodyBytes: 16 * 1024,
} as const

/** A person must take at least this long to fill the form; a form older than the max is stale. */
export const MIN_FILL_MS = 3000
export const MAX_FORM_AGE_MS = 24 * 60 * 60 * 1000
/** The picture each form loads, whose answer says when the visitor opened it (form-token.ts). */
export const FORM_OPENED_PATH = '/formulir/dibuka'

/** Accepted inquiries per client address and per phone number (both keyed by a hash). */
export const PENGAJUAN_LIMITS = {
  perAddress: { points: 10, duration: 60 * 60 },
  perNumber: { points: 3, duration: 24 * 60 * 60 },
} as const

export const PENGAJUAN_PAGE_SIZE = 10

/** Default of INQUIRY_RETENTION_DAYS, stated in the consent box. */
export const DEFAULT_RETENTION_DAYS = 365

/** The consent the visitor ticks: purpose and retention, as UU PDP asks. */
export const consentText = (days: number) =>
  `Saya setuju data di atas digunakan oleh bank hanya untuk menghubungi saya dan menindaklanjuti pengajuan ini, dan disimpan paling lama ${days} hari sejak dikirim, lalu dihapus. Saya dapat meminta salinan atau penghapusan data ini kapan saja.`

export const PENGAJUAN_MESSAGES = {
  namaWajib: 'Nama wajib diisi.',
  namaPanjang: `Nama maksimal ${LIMITS.nama} karakter.`,
  teleponWajib: 'Nomor HP/WhatsApp wajib diisi.',
  teleponSalah: 'Nomor HP/WhatsApp tidak valid. Gunakan nomor Indonesia, misalnya 0812 3456 7890.',
  emailSalah: 'Alamat e-mail tidak valid.',
  kotaWajib: 'Kota/kabupaten wajib diisi.',
  kotaPanjang: `Kota/kabupaten maksimal ${LIMITS.kota} karakter.`,
  produkTidakAda: 'Produk yang dipilih tidak ditemukan.',
  jumlahSalah: 'Jumlah pembiayaan harus berupa angka lebih dari 0 (maksimal 15 digit).',
  tenorSalah: `Tenor harus berupa angka 1 sampai ${LIMITS.tenorMax} bulan.`,
  pesanWajib: 'Pesan wajib diisi.',
  pesanPanjang: `Pesan maksimal ${LIMITS.pesan.toLocaleString('id-ID')} karakter.`,
  persetujuanWajib: 'Centang persetujuan penggunaan data untuk melanjutkan.',
  periksaIsian: 'Periksa kembali isian yang ditandai.',
  terlaluCepat:
    'Formulir terkirim terlalu cepat. Periksa kembali isian Anda, lalu kirim sekali lagi.',
  kedaluwarsa: 'Formulir sudah terlalu lama dibuka. Periksa kembali isian Anda, lalu kirim lagi.',
  ditolak: 'Pengajuan tidak dapat diproses.',
  terlaluBesar: 'Isian formulir terlalu besar.',
  terlaluSering: (minutes: number) =>
    `Terlalu banyak pengajuan. Silakan coba lagi dalam ${minutes} menit atau hubungi kami melalui telepon.`,
  nomorTerlaluSering: (hours: number) =>
    `Nomor ini sudah mengirim beberapa pengajuan. Silakan coba lagi dalam ${hours} jam atau hubungi kami melalui telepon.`,
  gangguan:
    'Pengajuan belum dapat disimpan karena gangguan server. Silakan coba beberapa saat lagi.',
  statusTidakBoleh: 'Status tidak dapat diubah ke pilihan itu.',
  catatanWajib: 'Tulis alasan penolakan pada catatan.',
  catatanPanjang: `Catatan maksimal ${LIMITS.catatan.toLocaleString('id-ID')} karakter.`,
  tidakDitemukan: 'Pengajuan tidak ditemukan.',
} as const
