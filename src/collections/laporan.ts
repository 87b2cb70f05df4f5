import path from 'node:path'
import type { CollectionConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { isAdmin } from '@/access/is-admin'
import { revalidateContent } from '@/hooks/revalidate-content'
import { env } from '@/lib/env'
import { auditCollection } from '@/modules/aktivitas/audit-hooks'
import { JENIS_LAPORAN, JUDUL_MAX, LAPORAN_MESSAGES } from '@/modules/laporan/laporan.rules'
import { PDF_PREVIEW_SIZES } from '@/modules/storage/pdf-preview/pdf-preview'
import { indexCollection } from '@/modules/search/search.index'
import { UPLOAD_RULES } from '@/modules/storage/prepare-upload'
import { uploadHooks } from '@/modules/storage/upload-hooks'

import { oneOf, requiredDate, requiredText } from './validators'

const audit = auditCollection('laporan')

// The report and its PDF are one document: deleting the report deletes the file.
export const Laporan: CollectionConfig = {
  slug: 'laporan',
  labels: { singular: 'Laporan', plural: 'Laporan' },
  admin: { useAsTitle: 'judul', defaultColumns: ['judul', 'jenis', 'tanggal', 'createdAt'] },
  access: { read: anyone, create: isAdmin, update: isAdmin, delete: isAdmin },
  defaultSort: '-createdAt',
  // Each jenis's shelf and archive read a page in this order (src/modules/laporan/laporan.query.ts).
  indexes: [{ fields: ['jenis', 'tanggal', 'createdAt'] }],
  upload: {
    staticDir: path.join(env.mediaDir, 'laporan'),
    // The file's presence is judged by uploadHooks, which stores it before Payload runs.
    filesRequiredOnCreate: false,
    // What a person may upload, the PDF alone, as UPLOAD_RULES (prepare-upload.ts) judges it; the
    // previews are judged apart (renditionsJudgedApart, image-sizes.ts).
    mimeTypes: UPLOAD_RULES.laporan.mimeTypes,
    // The first page's WebP previews, made at upload (prepare-upload.ts), never by Payload.
    imageSizes: PDF_PREVIEW_SIZES.map(({ name, width }) => ({ name, width })),
    adminThumbnail: 'thumb',
    crop: false,
    focalPoint: false,
  },
  hooks: {
    ...uploadHooks('laporan', {
      afterChange: [indexCollection('laporan'), revalidateContent('laporan'), audit.afterChange],
      afterDelete: [indexCollection('laporan'), revalidateContent('laporan'), audit.afterDelete],
    }),
  },
  fields: [
    {
      name: 'judul',
      type: 'text',
      required: true,
      maxLength: JUDUL_MAX,
      validate: requiredText(LAPORAN_MESSAGES.required, {
        length: JUDUL_MAX,
        message: LAPORAN_MESSAGES.judulMax,
      }),
    },
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
