import type { ContentTypeDefinition } from '@/content-types/definition'

/*
 * What the history and the trash keep, and their texts. Only a public type keeps them: a record
 * of a never-public type (pengajuan) is a person's data, whose deletion (SPEC's, or at the
 * person's request) must erase it at once, not keep copies for a month or fifty saves.
 */

/** Versions kept per record; Payload drops the oldest past it. */
export const VERSIONS_KEPT = 50

/** Days a deleted record stays in the trash before it is purged with its files. */
export const TRASH_DAYS = 30

/** The hidden field each save (and so each version) carries: who saved it. */
export const SAVED_BY_FIELD = 'diubahOleh'

/** Whether a type keeps versions and a trash. */
export const keepsHistory = (type: Pick<ContentTypeDefinition, 'public'>) => Boolean(type.public)

export const HISTORY_TEXTS = {
  historyTitle: 'Riwayat Versi',
  historyLink: 'Riwayat versi',
  historyDescription:
    'Setiap penyimpanan disimpan sebagai versi (50 terakhir). Pilih dua versi untuk membandingkan, atau pulihkan satu versi.',
  when: 'Waktu',
  who: 'Oleh',
  unknownWho: 'Sistem',
  current: 'Versi terbaru',
  draft: 'Draf',
  compare: 'Bandingkan',
  compareTitle: 'Perbandingan versi',
  older: 'Versi lama',
  newer: 'Versi baru',
  field: 'Kolom',
  noChanges: 'Tidak ada perbedaan antara kedua versi ini.',
  fileField: 'Berkas',
  restore: 'Pulihkan versi ini',
  restoreAsDraft: 'Pulihkan sebagai draf',
  confirmRestore:
    'Pulihkan versi ini? Isi data akan diganti dengan isi versi ini (berkas saat ini tetap). Versi saat ini tetap tersimpan di riwayat.',
  restored: 'Versi berhasil dipulihkan.',
  restoreFailed: 'Gagal memulihkan versi.',
  versionNotFound: 'Versi tidak ditemukan.',
  empty: 'Belum ada versi tersimpan.',
  chooseTwo: 'Pilih dua versi yang berbeda untuk dibandingkan.',
} as const

export const TRASH_TEXTS = {
  title: 'Sampah',
  link: 'Sampah',
  description: `Data yang dihapus disimpan di sini selama ${TRASH_DAYS} hari, lalu dihapus permanen beserta berkasnya.`,
  deletedAt: 'Dihapus pada',
  deletedBy: 'Dihapus oleh',
  purgeOn: 'Dihapus permanen pada',
  restore: 'Pulihkan',
  purge: 'Hapus permanen',
  confirmPurge: 'Hapus permanen data ini beserta berkasnya? Tindakan ini tidak dapat dibatalkan.',
  restored: 'Data berhasil dipulihkan.',
  restoreFailed: 'Gagal memulihkan data.',
  purged: 'Data berhasil dihapus permanen.',
  purgeFailed: 'Gagal menghapus data secara permanen.',
  empty: 'Sampah kosong.',
  notInTrash: 'Data tidak ada di Sampah.',
} as const
