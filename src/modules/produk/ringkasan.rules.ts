/*
 * The product summary (Ringkasan Informasi Produk dan Layanan, OJK's RIPLAY): its choices, limits
 * and messages, shared by the collection, the API's schema, the admin form and the pages.
 * Client-safe: constants only.
 */

export const AKAD = [
  'wadiah',
  'mudharabah',
  'murabahah',
  'musyarakah',
  'ijarah',
  'imbt',
  'rahn',
  'qardh',
  'wakalah',
  'kafalah',
  'tanpa-akad',
] as const
export type Akad = (typeof AKAD)[number]

export const AKAD_LABEL: Record<Akad, string> = {
  wadiah: 'Wadiah',
  mudharabah: 'Mudharabah',
  murabahah: 'Murabahah',
  musyarakah: 'Musyarakah',
  ijarah: 'Ijarah',
  imbt: 'Ijarah Muntahiyah Bittamlik (IMBT)',
  rahn: 'Rahn',
  qardh: 'Qardh',
  wakalah: 'Wakalah',
  kafalah: 'Kafalah',
  'tanpa-akad': 'Tanpa akad khusus',
}

export const JENIS_PRODUK = ['simpanan', 'pembiayaan', 'jasa'] as const
export type JenisProduk = (typeof JENIS_PRODUK)[number]

export const JENIS_LABEL: Record<JenisProduk, string> = {
  simpanan: 'Simpanan',
  pembiayaan: 'Pembiayaan',
  jasa: 'Jasa',
}

export const SATUAN_BIAYA = ['rupiah', 'persen'] as const
export type SatuanBiaya = (typeof SATUAN_BIAYA)[number]

export const RINGKASAN_TEXT_MAX = 2000
export const BIAYA_NAMA_MAX = 120
export const BIAYA_KAPAN_MAX = 200
export const MAX_BIAYA = 30
/** Largest fee in rupiah the summary takes (a fee, not a loan amount). */
export const BIAYA_RUPIAH_MAX = 1_000_000_000

export const RINGKASAN_MESSAGES = {
  format: 'Format ringkasan produk tidak valid.',
  jenis: 'Jenis produk wajib dipilih: simpanan, pembiayaan, atau jasa.',
  akad: 'Akad wajib dipilih dari daftar akad yang tersedia.',
  textMax: 'Setiap isian ringkasan produk maksimal 2000 karakter.',
  biayaMax: 'Maksimal 30 baris biaya.',
  biayaNama: 'Nama biaya wajib diisi.',
  biayaNamaMax: 'Nama biaya maksimal 120 karakter.',
  biayaJumlah: 'Jumlah biaya harus berupa angka 0 atau lebih.',
  biayaRupiah: 'Biaya dalam rupiah harus bilangan bulat, paling besar Rp1.000.000.000.',
  biayaPersen: 'Biaya dalam persen paling besar 100 dengan dua angka desimal.',
  biayaSatuan: 'Satuan biaya harus rupiah atau persen.',
  biayaKapan: 'Waktu pengenaan biaya wajib diisi.',
  biayaKapanMax: 'Waktu pengenaan biaya maksimal 200 karakter.',
  berlakuPer: "Tanggal 'Berlaku per' wajib diisi dengan tanggal yang valid.",
  lps: 'Penjaminan LPS hanya berlaku untuk produk simpanan.',
  simulasiPembiayaan: 'Contoh simulasi hanya untuk produk pembiayaan.',
  simulasiLengkap: 'Lengkapi contoh simulasi: plafon, margin, tenor, dan metode.',
  simulasiPlafon: 'Plafon contoh simulasi harus bilangan bulat di atas 0, maksimal 15 digit.',
  simulasiMargin: 'Margin contoh simulasi harus 0 sampai 100% per tahun dengan dua angka desimal.',
  simulasiTenor: 'Tenor contoh simulasi harus bilangan bulat 1 sampai 600 bulan.',
  simulasiMetode: 'Metode contoh simulasi harus Flat, Efektif, atau Anuitas.',
} as const

/** A number with at most two decimals (a percent as the summary writes it). */
export const twoDecimals = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6

/** A fee as the pages write it: Rp25.000 or 1,5%. */
export function formatBiaya(jumlah: number, satuan: SatuanBiaya): string {
  if (satuan === 'persen') {
    return `${jumlah.toLocaleString('id-ID', { maximumFractionDigits: 2 })}%`
  }
  return `Rp${jumlah.toLocaleString('id-ID', { maximumFractionDigits: 0 })}`
}

/** 'Berlaku per' as the pages write it: 1 Desember 2026. */
export const formatBerlakuPer = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('id-ID', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  })
