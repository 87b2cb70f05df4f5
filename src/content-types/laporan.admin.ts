import { JENIS_LAPORAN, LAPORAN_MESSAGES } from '@/modules/laporan/laporan.rules'

import type { AdminDefinition } from './definition'

/** SPEC 2.2, 5 and 8: the report screens; a report has no detail screen, its PDF is its page. */
export const laporanAdmin: AdminDefinition = {
  menu: { label: 'Laporan', icon: 'report' },
  path: '/admin/laporan',
  key: '_id',
  table: {
    columns: [
      { kind: 'custom', name: 'laporanJudul' },
      { kind: 'date', field: 'createdAt', id: 'dibuat', descFirst: false },
      { kind: 'custom', name: 'jenis' },
      { kind: 'custom', name: 'laporanUkuran' },
      { kind: 'custom', name: 'halaman' },
    ],
    // SPEC 4: the list starts newest created first: the Dibuat Pada column, descending.
    defaultSort: { id: 'dibuat', desc: true },
    filter: { param: 'jenis', label: 'Filter jenis laporan', allLabel: 'Semua Jenis' },
    afterDelete: 'drop',
  },
  form: {
    fields: [
      {
        kind: 'text',
        name: 'judul',
        label: 'Judul Laporan',
        placeholder: 'Contoh: Laporan Publikasi Triwulan I 2026',
      },
      {
        kind: 'date',
        name: 'tanggal',
        label: 'Tanggal',
        invalid: LAPORAN_MESSAGES.tanggal,
        half: true,
      },
      {
        kind: 'select',
        name: 'jenis',
        label: 'Jenis Laporan',
        options: JENIS_LAPORAN,
        initial: 'Transparansi',
        half: true,
      },
    ],
    // SPEC 5: the PDF is required on add and on edit alike; an oversized one is also an alert.
    file: {
      name: 'file',
      label: 'File PDF',
      accept: 'application/pdf,.pdf',
      hint: 'Hanya file PDF, maksimal 2MB. Jika file lebih besar, kompres dulu PDF-nya (misalnya dengan fitur "Reduce File Size" atau layanan kompres PDF) sebelum diunggah.',
      announce: ['fileSize'],
      currentText: 'Unggah ulang file PDF laporan ini (wajib, juga saat mengubah data).',
      requiredOnEdit: true,
    },
    updateMethod: 'PATCH',
    width: 'narrow',
  },
  feedback: {
    // SPEC 8 asks an alert for a failed delete and names no success message: a toast tells it.
    delete: { success: 'toast', error: 'dialog' },
  },
  texts: {
    description: 'Laporan transparansi tata kelola, laporan publikasi dan laporan tahunan (PDF).',
    addTitle: 'Tambah Laporan',
    addDescription: 'Isi judul, tanggal dan jenis laporan, lalu unggah file PDF.',
    editTitle: 'Edit Laporan',
    editDescription: 'Ubah data laporan dan unggah ulang file PDF-nya.',
    detailTitle: 'Detail Laporan',
    searchPlaceholder: 'Cari judul laporan...',
    confirmDelete: 'Yakin ingin menghapus laporan ini?',
    save: 'Simpan Laporan',
    added: 'Laporan berhasil ditambahkan!',
    addFailed: 'Terjadi kesalahan saat menambahkan laporan.',
    updated: 'Laporan berhasil diperbarui!',
    updateFailed: 'Terjadi kesalahan saat memperbarui laporan.',
    deleted: 'Laporan berhasil dihapus!',
    deleteFailed: 'Gagal menghapus laporan!',
    empty: 'Tidak ada data ditemukan',
    // SPEC 2.2: an id that names no report is reported as such.
    notFound: 'Laporan dengan ID {id} tidak ditemukan.',
  },
}
