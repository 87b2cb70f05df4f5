/** SPEC 5 and 8: the news screens' texts (validation messages live in news.rules). */
export const NEWS_TEXT = {
  confirmDelete: 'Yakin ingin menghapus berita ini?',
  save: 'Simpan News',
  added: 'Berita berhasil ditambahkan!',
  addFailed: 'Terjadi kesalahan saat menambahkan berita.',
  updated: 'Berita berhasil diperbarui!',
  updateFailed: 'Terjadi kesalahan saat memperbarui berita.',
  deleted: 'Berita berhasil dihapus!',
  deleteFailed: 'Terjadi kesalahan saat menghapus data.',
  loadFailed: 'Gagal memuat berita.',
  detailLoadFailed: 'Gagal memuat detail berita.',
  notFound: 'News tidak ditemukan',
  empty: 'Tidak ada data ditemukan',
  allKategori: 'Semua Kategori',
  paragraphHint: 'Pisahkan paragraf dengan satu baris kosong.',
  thumbnailHint: 'Format JPG, PNG atau WebP, maksimal 2MB.',
} as const
