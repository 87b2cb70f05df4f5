import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access/is-admin'
import { auditCollection } from '@/modules/aktivitas/audit-hooks'
import {
  JENIS_PENGAJUAN_KEYS,
  LIMITS,
  MARGIN_KEYS,
  STATUS_KEYS,
} from '@/modules/pengajuan/pengajuan.rules'

const nobody = () => false
const audit = auditCollection('pengajuan')

/**
 * Inquiries sent through 'Ajukan Pembiayaan' and 'Hubungi Kami': personal data under UU PDP.
 * Never public: only administrators read, change or delete them; no API creates one (the public
 * forms go through src/modules/pengajuan, which checks for abuse first). No versions, so a
 * deletion leaves no copy behind; the audit trail gets ids and field names only, never values.
 */
export const Pengajuan: CollectionConfig = {
  slug: 'pengajuan',
  labels: { singular: 'Pengajuan', plural: 'Pengajuan' },
  typescript: { interface: 'Pengajuan' },
  admin: {
    useAsTitle: 'nomor',
    defaultColumns: ['nomor', 'jenis', 'status', 'createdAt'],
  },
  access: { read: isAdmin, create: nobody, update: isAdmin, delete: isAdmin },
  defaultSort: '-createdAt',
  hooks: { afterChange: [audit.afterChange], afterDelete: [audit.afterDelete] },
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
    { name: 'catatan', type: 'textarea', maxLength: LIMITS.catatan },
  ],
  timestamps: true,
}

/**
 * The outbox: one row per notification (mail, webhook) of a new inquiry, written in the same
 * transaction as the inquiry and sent by src/modules/pengajuan/outbox.ts until delivered. It holds
 * no personal data: the message is built from the inquiry when it is sent.
 */
export const PengajuanNotifikasi: CollectionConfig = {
  slug: 'pengajuan-notifikasi',
  labels: { singular: 'Notifikasi Pengajuan', plural: 'Notifikasi Pengajuan' },
  typescript: { interface: 'PengajuanNotifikasi' },
  admin: { hidden: true },
  access: { read: isAdmin, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'pengajuan', type: 'relationship', relationTo: 'pengajuan', index: true },
    { name: 'channel', type: 'select', required: true, options: ['email', 'webhook'] },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      options: ['pending', 'sent', 'cancelled'],
    },
    { name: 'attempts', type: 'number', required: true, defaultValue: 0 },
    { name: 'nextAttemptAt', type: 'date', required: true, index: true },
    { name: 'claimedUntil', type: 'date' },
    { name: 'lastError', type: 'text' },
    { name: 'sentAt', type: 'date' },
  ],
  timestamps: true,
}

export const PengajuanCollections = [Pengajuan, PengajuanNotifikasi]
