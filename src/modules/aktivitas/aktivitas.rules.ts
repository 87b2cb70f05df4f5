import { allContentTypes, type ContentTypeSlug } from '@/content-types'

/** What an activity record can say happened, and how the back-office names it. */
export const JENIS_AKTIVITAS = {
  tambah: 'Tambah data',
  ubah: 'Ubah data',
  hapus: 'Hapus data',
  login: 'Login',
  'login-gagal': 'Login gagal',
  logout: 'Logout',
  'ubah-password': 'Ubah password',
} as const
export type JenisAktivitas = keyof typeof JENIS_AKTIVITAS
export const JENIS_KEYS = Object.keys(JENIS_AKTIVITAS) as JenisAktivitas[]

/** The records whose changes are kept; users appear through their sign-ins and passwords. */
export const OBJEK_AKTIVITAS = {
  ...(Object.fromEntries(allContentTypes().map((type) => [type.slug, type.audit])) as Record<
    ContentTypeSlug,
    string
  >),
  pengajuan: 'Pengajuan',
  'site-settings': 'Identitas Bank',
  users: 'Administrator',
}
export type ObjekAktivitas = keyof typeof OBJEK_AKTIVITAS
export const OBJEK_KEYS = Object.keys(OBJEK_AKTIVITAS) as ObjekAktivitas[]

export const AKTIVITAS_PAGE_SIZE = 10

/** Longest text the 'Pengguna' filter takes. */
export const PENGGUNA_FILTER_MAX = 100

/** Who acted when no one is signed in (the start-up's own writes are not recorded at all). */
export const UNKNOWN_ADDRESS = 'unknown'

export const AKTIVITAS_MESSAGES = {
  readOnly: 'Riwayat aktivitas tidak dapat diubah atau dihapus.',
  badDate: 'Tanggal filter tidak valid.',
} as const
