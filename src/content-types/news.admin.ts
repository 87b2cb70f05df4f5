import { KATEGORI_NEWS, NEWS_MESSAGES } from '@/modules/news/news.rules'

import type { AdminDefinition } from './definition'

/** SPEC 2.2, 5 and 8: the news screens, found by slug. */
export const newsAdmin: AdminDefinition = {
  menu: { label: 'News', icon: 'news' },
  path: '/admin/news',
  key: 'slug',
  table: {
    columns: [
      { kind: 'thumbnail' },
      { kind: 'title' },
      { kind: 'custom', name: 'kategori' },
      { kind: 'excerpt', field: 'isisatu', header: 'Isi' },
      { kind: 'date', field: 'dibuatPada', descFirst: true },
      { kind: 'custom', name: 'newsUkuran' },
    ],
    // SPEC 4: the news table starts sorted by date, newest first.
    defaultSort: { id: 'dibuatPada', desc: true },
    filter: { param: 'kategori', label: 'Filter kategori', allLabel: 'Semua Kategori' },
    // SPEC 4: a deleted news item leaves the local list at once; the page then refills.
    afterDelete: 'drop',
    hideSinglePage: true,
  },
  form: {
    fields: [
      { kind: 'text', name: 'judul', label: 'Judul' },
      {
        kind: 'select',
        name: 'kategori',
        label: 'Kategori',
        options: KATEGORI_NEWS,
        empty: 'Pilih kategori',
        half: true,
      },
      {
        kind: 'date',
        name: 'dibuatPada',
        label: 'Dibuat Pada',
        invalid: NEWS_MESSAGES.tanggal,
        half: true,
      },
      {
        kind: 'textarea',
        name: 'kutipan',
        label: 'Kutipan',
        optional: true,
        rows: 2,
        placeholder: 'Kalimat yang disorot di tengah artikel',
      },
      { kind: 'richtext', name: 'isisatu', label: 'Isi Bagian Pertama' },
      { kind: 'richtext', name: 'isidua', label: 'Isi Bagian Kedua' },
      { kind: 'seo', name: 'seo', label: 'SEO', fallback: 'kutipan', path: '/news/' },
    ],
    // SPEC 5: a thumbnail is required when adding; on edit the current one stays unless replaced.
    file: {
      name: 'thumbnail',
      label: 'Thumbnail',
      hint: 'Format JPG, PNG atau WebP, maksimal 2MB.',
      image: true,
      currentText: 'Biarkan kosong untuk tetap memakai thumbnail saat ini.',
    },
    width: 'wide',
  },
  detail: {
    heading: 'screen',
    imageAlt: 'Thumbnail',
    facts: [
      { label: 'Kategori', path: 'kategori', format: 'kategori' },
      { label: 'Dibuat Pada', path: 'dibuatPada', format: 'date' },
      { label: 'Ukuran Thumbnail', path: 'thumbnail.size', format: 'kilobytes' },
      { label: 'Slug', path: 'slug', format: 'code' },
    ],
    sections: [
      { path: 'isisatu', format: 'paragraphs' },
      { path: 'kutipan', format: 'quote' },
      { path: 'isidua', format: 'paragraphs' },
    ],
  },
  missing: {
    text: 'News tidak ditemukan',
    editToast: 'Gagal memuat berita.',
    detailToast: 'Gagal memuat detail berita.',
    linkText: 'Kembali ke daftar News',
  },
  texts: {
    description: 'Berita dan pengumuman yang tampil di situs.',
    addTitle: 'Tambah News',
    addDescription: 'Tulis berita baru lengkap dengan kategori, tanggal dan thumbnail.',
    editTitle: 'Edit News',
    editDescription: 'Ubah isi berita; thumbnail boleh dibiarkan kosong bila tidak diganti.',
    detailTitle: 'Detail News',
    searchPlaceholder: 'Cari judul News...',
    confirmDelete: 'Yakin ingin menghapus berita ini?',
    save: 'Simpan News',
    added: 'Berita berhasil ditambahkan!',
    addFailed: 'Terjadi kesalahan saat menambahkan berita.',
    updated: 'Berita berhasil diperbarui!',
    updateFailed: 'Terjadi kesalahan saat memperbarui berita.',
    deleted: 'Berita berhasil dihapus!',
    deleteFailed: 'Terjadi kesalahan saat menghapus data.',
    empty: 'Tidak ada data ditemukan',
  },
}
