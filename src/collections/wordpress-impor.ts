import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access/is-admin'
import { nobody } from '@/access/nobody'

/**
 * What the WordPress import made (modules/wordpress-import): one row per WordPress post or
 * attachment, by its WordPress id, with the record it became. Written in the same transaction as
 * the record, so a second run updates that record instead of making another, and a run stopped
 * half-way goes on from where it was.
 */
export const WordpressImpor: CollectionConfig = {
  slug: 'wordpress-impor',
  labels: { singular: 'Impor WordPress', plural: 'Impor WordPress' },
  typescript: { interface: 'WordpressImpor' },
  admin: { hidden: true },
  access: { read: isAdmin, create: nobody, update: nobody, delete: nobody },
  fields: [
    // `post:12`, `attachment:7`: WordPress's own id with its kind.
    { name: 'kunci', type: 'text', required: true, unique: true },
    { name: 'jenis', type: 'select', required: true, options: ['news', 'media'] },
    { name: 'rekaman', type: 'number', required: true },
  ],
  timestamps: true,
}
