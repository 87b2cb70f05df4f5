import { sql } from 'drizzle-orm'

import {
  KANAL_KEYS,
  LIMITS,
  PENGADUAN_MESSAGES,
  STATUS_KEYS,
} from '@/modules/pengaduan/pengaduan.rules'
import type { Pengaduan } from '@/payload-types'

import { consentVersionField } from '@/modules/privasi/consent-version'

import { defineContentType } from './definition'

/**
 * The consumer complaint register (POJK 22/2023): personal data, so never public, like pengajuan.
 * Created only by src/modules/pengaduan (the public form after its abuse checks, or staff for the
 * spoken and walk-in channels). The follow-up code is kept as a keyed hash only. Attachments are
 * private objects in the file store, named here by their key: never a media record, never served
 * but by the module's own routes. The audit trail gets ids and field names only.
 */
export const pengaduan = defineContentType<
  Pengaduan,
  { _id: string; judul: string; createdAt: string }
>({
  slug: 'pengaduan',
  labels: { singular: 'Pengaduan', plural: 'Pengaduan' },
  collection: {
    typescript: { interface: 'Pengaduan' },
    admin: {
      useAsTitle: 'nomor',
      defaultColumns: ['nomor', 'kanal', 'status', 'jatuhTempo', 'createdAt'],
    },
    defaultSort: '-createdAt',
    fields: [
      { name: 'nomor', type: 'text', required: true, unique: true, index: true, maxLength: 20 },
      { name: 'kodeHash', type: 'text', required: true, maxLength: 100 },
      { name: 'kanal', type: 'select', required: true, index: true, options: KANAL_KEYS },
      {
        name: 'status',
        type: 'select',
        required: true,
        defaultValue: 'diterima',
        index: true,
        options: STATUS_KEYS,
      },
      { name: 'nama', type: 'text', required: true, maxLength: LIMITS.nama },
      { name: 'telepon', type: 'text', required: true, index: true, maxLength: 20 },
      { name: 'email', type: 'email' },
      { name: 'rekening', type: 'text', maxLength: LIMITS.rekening },
      { name: 'produk', type: 'text', maxLength: 300 },
      { name: 'tanggalKejadian', type: 'text', maxLength: 10 },
      { name: 'kronologi', type: 'textarea', required: true, maxLength: LIMITS.kronologi },
      { name: 'kerugian', type: 'number', min: 0, max: LIMITS.kerugianMax },
      { name: 'penyelesaian', type: 'textarea', maxLength: LIMITS.penyelesaian },
      { name: 'mewakili', type: 'checkbox', defaultValue: false },
      {
        name: 'lampiran',
        type: 'array',
        maxRows: 20,
        fields: [
          { name: 'kunci', type: 'text', required: true, maxLength: 200 },
          { name: 'nama', type: 'text', required: true, maxLength: 200 },
          { name: 'mime', type: 'text', required: true, maxLength: 40 },
          { name: 'ukuran', type: 'number', required: true },
          {
            name: 'jenis',
            type: 'select',
            required: true,
            options: ['bukti', 'kuasa', 'tambahan'],
          },
        ],
      },
      { name: 'diterimaPada', type: 'date', required: true },
      { name: 'jatuhTempo', type: 'text', required: true, index: true, maxLength: 10 },
      { name: 'alasanPerpanjangan', type: 'textarea', maxLength: LIMITS.alasan },
      { name: 'jawaban', type: 'textarea', maxLength: LIMITS.jawaban },
      { name: 'kekurangan', type: 'textarea', maxLength: LIMITS.alasan },
      { name: 'selesaiPada', type: 'date' },
      { name: 'petugas', type: 'relationship', relationTo: 'users', index: true },
      {
        name: 'catatan',
        type: 'array',
        fields: [
          { name: 'teks', type: 'textarea', required: true, maxLength: LIMITS.catatan },
          { name: 'oleh', type: 'relationship', relationTo: 'users' },
          { name: 'pada', type: 'date', required: true },
        ],
      },
      {
        name: 'tambahan',
        type: 'array',
        fields: [
          { name: 'teks', type: 'textarea', maxLength: LIMITS.tambahan },
          { name: 'pada', type: 'date', required: true },
        ],
      },
      { name: 'persetujuan', type: 'textarea', required: true },
      consentVersionField,
    ],
    timestamps: true,
  },
  createdBy: 'site',
  finishedOnlyDelete: { message: PENGADUAN_MESSAGES.hapusBelumSelesai },
  // As pengajuan: the registry sees the number and date only, so no generic path carries the
  // person's data.
  toDto: (doc) => ({ _id: String(doc.id), judul: doc.nomor, createdAt: doc.createdAt }),
  messages: {
    notFound: PENGADUAN_MESSAGES.tidakDitemukan,
    deleted: 'Pengaduan berhasil dihapus.',
  },
  readBy: 'id',
  list: { order: sql`"created_at" DESC, "id" DESC`, sorts: {} },
  audit: 'Pengaduan',
  admin: {
    menu: {
      label: 'Pengaduan',
      icon: 'inbox',
      count: async (ctx) =>
        (await import('@/modules/pengaduan/pengaduan.counts')).countOpenPengaduan(ctx),
    },
    path: '/admin/pengaduan',
    ownScreens: true,
  },
})
