import { sql } from 'drizzle-orm'

import {
  JENIS_PENGAJUAN_KEYS,
  LIMITS,
  MARGIN_KEYS,
  PENGAJUAN_MESSAGES,
  STATUS_KEYS,
} from '@/modules/pengajuan/pengajuan.rules'
import type { Pengajuan } from '@/payload-types'

import { consentVersionField } from '@/modules/privasi/consent-version'

import { defineContentType } from './definition'

/**
 * Inquiries sent through 'Ajukan Pembiayaan' and 'Hubungi Kami': personal data under UU PDP, so
 * never public (no `public`, no `search`): only administrators read, change or delete them, and no
 * API creates one (`createdBy: 'site'`: the public forms go through src/modules/pengajuan, which
 * checks for abuse first). No file, no versions, so a deletion leaves no copy behind; the audit
 * trail gets ids and field names only, never values. Its screens are its own (/admin/pengajuan).
 */
export const pengajuan = defineContentType<
  Pengajuan,
  { _id: string; judul: string; createdAt: string }
>({
  slug: 'pengajuan',
  labels: { singular: 'Pengajuan', plural: 'Pengajuan' },
  collection: {
    typescript: { interface: 'Pengajuan' },
    admin: {
      useAsTitle: 'nomor',
      defaultColumns: ['nomor', 'jenis', 'status', 'createdAt'],
    },
    defaultSort: '-createdAt',
    fields: [
      { name: 'nomor', type: 'text', required: true, unique: true, index: true, maxLength: 20 },
      { name: 'jenis', type: 'select', required: true, options: JENIS_PENGAJUAN_KEYS },
      {
        name: 'status',
        type: 'select',
        required: true,
        defaultValue: 'baru',
        index: true,
        options: STATUS_KEYS,
      },
      { name: 'nama', type: 'text', required: true, maxLength: LIMITS.nama },
      { name: 'telepon', type: 'text', required: true, index: true, maxLength: 20 },
      { name: 'email', type: 'email' },
      { name: 'kota', type: 'text', required: true, maxLength: LIMITS.kota },
      { name: 'produk', type: 'relationship', relationTo: 'produk', index: true },
      // The product's title when sent, kept should the product later be renamed or removed.
      { name: 'produkJudul', type: 'text', maxLength: 300 },
      { name: 'jumlah', type: 'number', min: 1, max: LIMITS.jumlahMax },
      { name: 'tenor', type: 'number', min: 1, max: LIMITS.tenorMax },
      { name: 'jenisMargin', type: 'select', options: [...MARGIN_KEYS] },
      { name: 'margin', type: 'number', min: 0, max: 100 },
      // The first month's installment as the simulator computes it, recomputed by the server.
      { name: 'angsuran', type: 'number' },
      { name: 'pesan', type: 'textarea', maxLength: LIMITS.pesan },
      { name: 'persetujuan', type: 'textarea', required: true },
      consentVersionField,
      { name: 'catatan', type: 'textarea', maxLength: LIMITS.catatan },
    ],
    timestamps: true,
  },
  createdBy: 'site',
  // toDto, messages, readBy and list are every type's; the inbox (src/modules/pengajuan) reads
  // the records through Payload as stored. A record as the registry sees it is its reference
  // number (the collection's title) and date only, so no generic path can carry personal data.
  toDto: (doc) => ({ _id: String(doc.id), judul: doc.nomor, createdAt: doc.createdAt }),
  messages: {
    notFound: PENGAJUAN_MESSAGES.tidakDitemukan,
    deleted: 'Pengajuan berhasil dihapus.',
  },
  readBy: 'id',
  // Newest first, the inbox's order (its service sorts through Payload the same way).
  list: { order: sql`"created_at" DESC, "id" DESC`, sorts: {} },
  audit: 'Pengajuan',
  admin: {
    menu: {
      label: 'Pengajuan',
      icon: 'inbox',
      count: async (ctx) =>
        (await import('@/modules/pengajuan/pengajuan.service')).countNewPengajuan(ctx),
    },
    path: '/admin/pengajuan',
    ownScreens: true,
  },
})
