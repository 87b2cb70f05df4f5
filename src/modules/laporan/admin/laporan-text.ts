/** SPEC 5 and 8: the report screens' texts (the form's validation messages live in laporan.rules). */
export const LAPORAN_TEXT = {
  confirmDelete: 'Yakin ingin menghapus laporan ini?',
  deleted: 'Laporan berhasil dihapus!',
  deleteFailed: 'Gagal menghapus laporan!',
  save: 'Simpan Laporan',
  added: 'Laporan berhasil ditambahkan!',
  addFailed: 'Terjadi kesalahan saat menambahkan laporan.',
  updated: 'Laporan berhasil diperbarui!',
  updateFailed: 'Terjadi kesalahan saat memperbarui laporan.',
  notFound: (id: string) => `Laporan dengan ID ${id} tidak ditemukan.`,
  compressHint:
    'Hanya file PDF, maksimal 2MB. Jika file lebih besar, kompres dulu PDF-nya (misalnya dengan fitur "Reduce File Size" atau layanan kompres PDF) sebelum diunggah.',
} as const
