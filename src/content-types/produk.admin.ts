import type { AdminDefinition, AdminFeedback } from './definition'

const TOASTS: AdminFeedback = { success: 'toast', error: 'toast' }

/** SPEC 2.2, 5 and 8: the product screens, with the advantages' own field. */
export const produkAdmin: AdminDefinition = {
  menu: { label: 'Produk dan Layanan', icon: 'product' },
  path: '/admin/produk',
  key: '_id',
  table: {
    columns: [
      { kind: 'thumbnail' },
      { kind: 'title', header: 'Judul Produk dan Layanan' },
      { kind: 'date', field: 'createdAt', id: 'dibuat', descFirst: false },
      { kind: 'excerpt', field: 'deskripsi', header: 'Deskripsi' },
      { kind: 'custom', name: 'produkUkuran' },
    ],
    // SPEC 2.2: the list starts newest created first, which is the Dibuat Pada column, descending.
    defaultSort: { id: 'dibuat', desc: true },
    // SPEC 4 reloads the page after a product is deleted: refetch the list and the page data.
    afterDelete: 'reload',
    hideSinglePage: true,
  },
  form: {
    fields: [
      { kind: 'text', name: 'judul', label: 'Judul', placeholder: 'Contoh: Tabungan Wadiah' },
      {
        kind: 'text',
        name: 'subJudul',
        label: 'Sub Judul',
        placeholder: 'Satu kalimat singkat tentang produk',
      },
      { kind: 'richtext', name: 'deskripsi', label: 'Deskripsi' },
      { kind: 'custom', name: 'keunggulan', label: 'Keunggulan' },
      { kind: 'custom', name: 'ringkasan', label: 'Ringkasan Informasi Produk dan Layanan' },
      { kind: 'seo', name: 'seo', label: 'SEO', fallback: 'subJudul', path: '/produk/' },
    ],
    file: {
      name: 'thumbnail',
      label: 'Thumbnail',
      hint: 'Gunakan gambar landscape 16:9, format PNG atau JPEG, maksimal 1MB.',
      image: true,
      // A refused thumbnail is also announced as an alert, whatever its problem.
      announce: ['fileType', 'fileSize'],
      currentText: 'Biarkan kosong untuk tetap memakai thumbnail saat ini.',
    },
    confirmSave: {
      add: 'Apakah Anda yakin ingin menambahkan Produk dan Layanan baru?',
      edit: 'Apakah Anda yakin ingin mengubah data Produk dan Layanan ini?',
    },
    width: 'wide',
  },
  detail: {
    heading: 'record',
    description: 'subJudul',
    imageAlt: 'Thumbnail',
    facts: [
      { label: 'Judul', path: 'judul', format: 'text' },
      { label: 'Sub Judul', path: 'subJudul', format: 'text' },
      { label: 'Slug', path: 'slug', format: 'code' },
      { label: 'Dibuat Pada', path: 'createdAt', format: 'date' },
    ],
    sections: [
      { path: 'deskripsi', heading: 'Deskripsi', format: 'paragraphs' },
      { path: 'keunggulan', heading: 'Keunggulan', format: 'keunggulan' },
    ],
  },
  // SPEC 8: a product's saves and deletes are told in toasts.
  feedback: { save: TOASTS, delete: TOASTS },
  texts: {
    description: 'Produk pembiayaan, simpanan dan layanan yang tampil di situs.',
    addTitle: 'Tambah Produk dan Layanan',
    addDescription: 'Isi judul, sub judul, deskripsi, thumbnail dan keunggulan produk.',
    editTitle: 'Edit Produk dan Layanan',
    editDescription: 'Ubah data produk; thumbnail boleh dibiarkan kosong bila tidak diganti.',
    detailTitle: 'Detail Produk dan Layanan',
    editLink: 'Edit Produk',
    addWhat: 'Produk',
    searchPlaceholder: 'Cari judul produk...',
    confirmDelete: 'Apakah Anda yakin ingin menghapus Produk dan Layanan ini?',
    save: 'Simpan Produk',
    added: 'Produk berhasil ditambahkan!',
    addFailed: 'Gagal menambahkan produk',
    updated: 'Produk berhasil diperbarui!',
    updateFailed: 'Gagal memperbarui produk!',
    deleted: 'Produk berhasil dihapus!',
    deleteFailed: 'Gagal menghapus produk',
    empty: 'Tidak Ada Data Ditemukan',
    listLoadFailed: 'Gagal mengambil data produk',
    loading: 'Loading...',
    loadingEdit: 'Loading data...',
  },
}
