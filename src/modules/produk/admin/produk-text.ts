import { PRODUK_MESSAGES } from '@/modules/produk/produk.rules'

/** SPEC 5 and 8: the product screens' texts (validation messages live in produk.rules). */
export const PRODUK_TEXT = {
  confirmAdd: 'Apakah Anda yakin ingin menambahkan Produk dan Layanan baru?',
  confirmEdit: 'Apakah Anda yakin ingin mengubah data Produk dan Layanan ini?',
  confirmDelete: 'Apakah Anda yakin ingin menghapus Produk dan Layanan ini?',
  save: 'Simpan Produk',
  added: 'Produk berhasil ditambahkan!',
  addFailed: 'Gagal menambahkan produk',
  updated: 'Produk berhasil diperbarui!',
  updateFailed: 'Gagal memperbarui produk!',
  deleted: 'Produk berhasil dihapus!',
  deleteFailed: 'Gagal menghapus produk',
  loadFailed: 'Gagal mengambil data produk',
  notFound: PRODUK_MESSAGES.notFound,
  loading: 'Loading...',
  loadingData: 'Loading data...',
  empty: 'Tidak Ada Data Ditemukan',
  thumbnailHint: 'Gunakan gambar landscape 16:9, format PNG atau JPEG, maksimal 1MB.',
} as const
