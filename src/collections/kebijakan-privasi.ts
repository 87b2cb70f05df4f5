import type { CollectionConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { isAdmin } from '@/access/is-admin'
import { nobody } from '@/access/nobody'
import { requiredText } from '@/collections/validators'
import { CATATAN_MAX, ISI_MAX, PRIVASI_MESSAGES as M } from '@/modules/privasi/privasi.rules'

/**
 * The privacy notice, one row a version (modules/privasi). A version is never changed or
 * removed: a consent keeps the number of the one its person agreed to, so that text must stay.
 * A new version is a new row; its number is the last one's plus one.
 */
export const KebijakanPrivasi: CollectionConfig = {
  slug: 'kebijakan-privasi',
  labels: { singular: 'Kebijakan Privasi', plural: 'Kebijakan Privasi' },
  typescript: { interface: 'KebijakanPrivasi' },
  admin: { useAsTitle: 'versi', defaultColumns: ['versi', 'catatan', 'createdAt'] },
  access: { read: anyone, create: isAdmin, update: nobody, delete: nobody },
  hooks: {
    beforeChange: [
      async ({ data, operation, req }) => {
        if (operation !== 'create') return data
        const { docs } = await req.payload.find({
          collection: 'kebijakan-privasi',
          sort: '-versi',
          limit: 1,
          depth: 0,
          req,
          overrideAccess: true,
        })
        return { ...data, versi: (docs[0]?.versi ?? 0) + 1 }
      },
    ],
  },
  fields: [
    {
      name: 'versi',
      type: 'number',
      unique: true,
      index: true,
      admin: { readOnly: true, description: 'Diberikan otomatis saat disimpan.' },
    },
    {
      name: 'isi',
      type: 'textarea',
      required: true,
      maxLength: ISI_MAX,
      validate: requiredText(M.isiWajib, { length: ISI_MAX, message: M.isiPanjang }),
    },
    {
      name: 'catatan',
      label: 'Catatan perubahan',
      type: 'text',
      maxLength: CATATAN_MAX,
      validate: (value: string | null | undefined) =>
        (value ?? '').length <= CATATAN_MAX || M.catatanPanjang,
    },
  ],
  timestamps: true,
}
