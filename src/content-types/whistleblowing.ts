import { sql } from 'drizzle-orm'

import {
  HASIL_WBS_KEYS,
  STATUS_WBS_KEYS,
  WBS_LIMITS,
  WBS_MESSAGES,
} from '@/modules/whistleblowing/whistleblowing.rules'
import type { Whistleblowing } from '@/payload-types'

import { defineContentType } from './definition'

/**
 * Whistleblowing reports (POJK 12/2024, anti-fraud): never public, and read or changed only by
 * administrators marked as whistleblowing officers (`readableBy`), whatever the surface (/admin,
 * /cms, /cms-api, the Local API as a caller). Created only by src/modules/whistleblowing after
 * its abuse checks. No row holds the reporter's address or account; the follow-up code is kept
 * as a keyed hash; attachments are private objects in the file store, named here by their key.
 */
export const wbs = defineContentType<
  Whistleblowing,
  { _id: string; judul: string; createdAt: string }
>({
  slug: 'wbs',
  labels: { singular: 'Laporan Whistleblowing', plural: 'Laporan Whistleblowing' },
  collection: {
    typescript: { interface: 'Whistleblowing' },
    admin: {
      useAsTitle: 'nomor',
      defaultColumns: ['nomor', 'status', 'hasil', 'createdAt'],
    },
    defaultSort: '-createdAt',
    fields: [
      { name: 'nomor', type: 'text', required: true, unique: true, index: true, maxLength: 20 },
      { name: 'kodeHash', type: 'text', required: true, maxLength: 100 },
      {
        name: 'status',
        type: 'select',
        required: true,
        defaultValue: 'diterima',
        index: true,
        options: STATUS_WBS_KEYS,
      },
      { name: 'hasil', type: 'select', options: HASIL_WBS_KEYS },
      { name: 'kesimpulan', type: 'textarea', maxLength: WBS_LIMITS.kesimpulan },
      { name: 'apa', type: 'textarea', required: true, maxLength: WBS_LIMITS.apa },
      { name: 'siapa', type: 'textarea', required: true, maxLength: WBS_LIMITS.siapa },
      { name: 'kapan', type: 'text', required: true, maxLength: WBS_LIMITS.kapan },
      { name: 'dimana', type: 'text', required: true, maxLength: WBS_LIMITS.dimana },
      { name: 'bagaimana', type: 'textarea', required: true, maxLength: WBS_LIMITS.bagaimana },
      { name: 'anonim', type: 'checkbox', defaultValue: true },
      { name: 'nama', type: 'text', maxLength: WBS_LIMITS.nama },
      { name: 'kontak', type: 'text', maxLength: WBS_LIMITS.kontak },
      {
        name: 'lampiran',
        type: 'array',
        maxRows: WBS_LIMITS.lampiranTotal,
        fields: [
          { name: 'kunci', type: 'text', required: true, maxLength: 200 },
          { name: 'nama', type: 'text', required: true, maxLength: 200 },
          { name: 'mime', type: 'text', required: true, maxLength: 40 },
          { name: 'ukuran', type: 'number', required: true },
          { name: 'jenis', type: 'select', required: true, options: ['bukti', 'tambahan'] },
        ],
      },
      {
        // The bank's questions and the reporter's answers, in order; 'pelapor' rows carry no one.
        name: 'percakapan',
        type: 'array',
        maxRows: WBS_LIMITS.percakapan,
        fields: [
          { name: 'dari', type: 'select', required: true, options: ['bank', 'pelapor'] },
          { name: 'teks', type: 'textarea', maxLength: WBS_LIMITS.pesan },
          { name: 'pada', type: 'date', required: true },
        ],
      },
      { name: 'diterimaPada', type: 'date', required: true },
      { name: 'selesaiPada', type: 'date' },
      { name: 'persetujuan', type: 'textarea', required: true },
    ],
    timestamps: true,
  },
  createdBy: 'site',
  readableBy: 'whistleblowingOfficers',
  finishedOnlyDelete: { message: WBS_MESSAGES.hapusBelumSelesai },
  toDto: (doc) => ({ _id: String(doc.id), judul: doc.nomor, createdAt: doc.createdAt }),
  messages: { notFound: WBS_MESSAGES.tidakDitemukan, deleted: 'Laporan berhasil dihapus.' },
  readBy: 'id',
  list: { order: sql`"created_at" DESC, "id" DESC`, sorts: {} },
  audit: 'Laporan Whistleblowing',
  admin: {
    menu: {
      label: 'Whistleblowing',
      icon: 'inbox',
      count: async (ctx) =>
        (await import('@/modules/whistleblowing/whistleblowing.counts')).countOpenReports(ctx),
    },
    path: '/admin/wbs',
    ownScreens: true,
  },
})
