import { Forbidden, type CollectionConfig } from 'payload'

import { isAdmin } from '@/access/is-admin'
import { JENIS_KEYS, OBJEK_KEYS } from '@/modules/aktivitas/aktivitas.rules'

const nobody = () => false

/**
 * The audit trail: who did what, when and from where. Only the server's own hooks write it
 * (src/modules/aktivitas/record-activity.ts, with overrideAccess); no API, not even /cms,
 * can add, change or remove a record, and only the retention sweep deletes old ones.
 */
export const Aktivitas: CollectionConfig = {
  slug: 'aktivitas',
  labels: { singular: 'Riwayat Aktivitas', plural: 'Riwayat Aktivitas' },
  typescript: { interface: 'Aktivitas' },
  admin: {
    useAsTitle: 'judul',
    defaultColumns: ['createdAt', 'jenis', 'pengguna', 'objek', 'judul', 'alamat'],
  },
  access: { read: isAdmin, create: nobody, update: nobody, delete: nobody },
  defaultSort: '-createdAt',
  hooks: {
    // Access already refuses these; this also stops a server-side call that bypasses access.
    beforeOperation: [
      ({ args, operation, req }) => {
        if (operation === 'update' || operation === 'delete') throw new Forbidden(req.t)
        return args
      },
    ],
  },
  fields: [
    { name: 'jenis', type: 'select', required: true, index: true, options: JENIS_KEYS },
    { name: 'pengguna', type: 'text', required: true, index: true, maxLength: 100 },
    { name: 'objek', type: 'select', options: OBJEK_KEYS },
    { name: 'objekId', type: 'text', maxLength: 40 },
    { name: 'judul', type: 'text', maxLength: 300 },
    { name: 'kolom', type: 'text', admin: { description: 'Nama field yang berubah' } },
    { name: 'alamat', type: 'text', maxLength: 64 },
    { name: 'keterangan', type: 'text', maxLength: 300 },
  ],
  timestamps: true,
}
