import type { Access, CollectionConfig } from 'payload'

import { isAdmin } from '@/access/is-admin'
import { isOfficer } from '@/access/is-whistleblowing-officer'
import { nobody } from '@/access/nobody'
import type { User } from '@/payload-types'

/** Administrators; only officers see the rows of whistleblowing reports, not even that they exist. */
const readRows: Access = async (args) =>
  isOfficer(args.req.user as User | null) || ((await isAdmin(args)) && { wbs: { exists: false } })

/**
 * The outbox: one row per notification (mail, webhook) of a new inquiry, written in the same
 * transaction as the inquiry and sent by src/modules/pengajuan/outbox.ts until delivered. It holds
 * no personal data: the message is built from the inquiry when it is sent. A complaint's mail to
 * the consumer (its answer, its extension), the bank's notice of a new complaint and the
 * whistleblowing officers' notice of a new report (its number only) go through the same rows.
 */
export const PengajuanNotifikasi: CollectionConfig = {
  slug: 'pengajuan-notifikasi',
  labels: { singular: 'Notifikasi Pengajuan', plural: 'Notifikasi Pengajuan' },
  typescript: { interface: 'PengajuanNotifikasi' },
  admin: { hidden: true },
  access: { read: readRows, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'pengajuan', type: 'relationship', relationTo: 'pengajuan', index: true },
    // A consumer's mail about their complaint (modules/pengaduan/pengaduan.mail.ts): which one.
    { name: 'pengaduan', type: 'relationship', relationTo: 'pengaduan', index: true },
    // The officers' notice of a new report (modules/whistleblowing/whistleblowing.mail.ts).
    { name: 'wbs', type: 'relationship', relationTo: 'wbs', index: true },
    // 'baru': the bank (or the officers) told of a new case; the others are the consumer's mails.
    { name: 'pesan', type: 'select', options: ['jawaban', 'perpanjangan', 'baru'] },
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
