import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access/is-admin'
import { nobody } from '@/access/nobody'

/**
 * One row per edge of a record's schedule or period that has passed and been acted on
 * (src/modules/content/window.ts): the first instance to insert it re-indexes the record, every
 * other one sees the row and leaves it. A row outlives a restart, so an edge passed while no
 * instance ran is acted on once by the first to start, and never again.
 */
export const EdgeClaims: CollectionConfig = {
  slug: 'edge-claims',
  labels: { singular: 'Jadwal Terlaksana', plural: 'Jadwal Terlaksana' },
  typescript: { interface: 'EdgeClaim' },
  admin: { hidden: true },
  access: { read: isAdmin, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'kind', type: 'text', required: true },
    { name: 'record', type: 'number', required: true },
    { name: 'edge', type: 'date', required: true, index: true },
  ],
  indexes: [{ fields: ['kind', 'record', 'edge'], unique: true }],
  timestamps: true,
}
