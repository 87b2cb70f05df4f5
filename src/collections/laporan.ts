import type { CollectionConfig } from 'payload'

import { JENIS_LAPORAN, JUDUL_MAX, LAPORAN_MESSAGES } from '@/modules/laporan/laporan.rules'
import { PDF_PREVIEW_SIZES } from '@/modules/storage/pdf-preview/pdf-preview'

import { contentCollection, contentUpload, judulField } from './content-collection'
import { oneOf, requiredDate } from './validators'

// The report and its PDF are one document: deleting the report deletes the file.
export const Laporan: CollectionConfig = {
  ...contentCollection('laporan'),
  labels: { singular: 'Laporan', plural: 'Laporan' },
  admin: { useAsTitle: 'judul', defaultColumns: ['judul', 'jenis', 'tanggal', 'createdAt'] },
  defaultSort: '-createdAt',
  // Each jenis's shelf and archive read a page in this order (src/modules/laporan/laporan.query.ts).
  indexes: [{ fields: ['jenis', 'tanggal', 'createdAt'] }],
  upload: {
    // The PDF alone may be uploaded.
    ...contentUpload('laporan'),
    // The first page's WebP previews, made at upload (prepare-upload.ts), never by Payload.
    imageSizes: PDF_PREVIEW_SIZES.map(({ name, width }) => ({ name, width })),
    adminThumbnail: 'thumb',
  },
  fields: [
    judulField(JUDUL_MAX, LAPORAN_MESSAGES),
    {
      name: 'tanggal',
      type: 'date',
      required: true,
      index: true,
      admin: { date: { pickerAppearance: 'dayOnly' } },
      validate: requiredDate(LAPORAN_MESSAGES.required, LAPORAN_MESSAGES.tanggal),
    },
    {
      name: 'jenis',
      type: 'select',
      required: true,
      defaultValue: 'Transparansi',
      options: [...JENIS_LAPORAN],
      validate: oneOf(JENIS_LAPORAN, LAPORAN_MESSAGES.required, LAPORAN_MESSAGES.jenis),
    },
    {
      // Counted at upload; 0 when the PDF could not be read. Empty: not yet looked at (the
      // start-up backfill fills it, laporan.backfill.ts).
      name: 'halaman',
      type: 'number',
      min: 0,
      admin: { readOnly: true, description: 'Jumlah halaman PDF, dihitung saat unggah.' },
    },
  ],
}
