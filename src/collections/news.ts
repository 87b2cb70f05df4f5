import path from 'node:path'
import type { CollectionConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { isAdmin } from '@/access/is-admin'
import { revalidateContent } from '@/hooks/revalidate-content'
import { uniqueSlug } from '@/hooks/unique-slug'
import { env } from '@/lib/env'
import { auditCollection } from '@/modules/aktivitas/audit-hooks'
import { JUDUL_MAX, KATEGORI_NEWS, KUTIPAN_MAX, NEWS_MESSAGES } from '@/modules/news/news.rules'
import { indexCollection } from '@/modules/search/search.index'
import { UPLOAD_RULES } from '@/modules/storage/prepare-upload'
import { uploadHooks } from '@/modules/storage/upload-hooks'

import { webpSizes } from './image-sizes'
import { oneOf, requiredDate, requiredText } from './validators'

const audit = auditCollection('news')

// A news item carries its thumbnail as its own upload, so item and image live and die together.
export const News: CollectionConfig = {
  slug: 'news',
  labels: { singular: 'News', plural: 'News' },
  admin: { useAsTitle: 'judul', defaultColumns: ['judul', 'kategori', 'dibuatPada'] },
  access: { read: anyone, create: isAdmin, update: isAdmin, delete: isAdmin },
  defaultSort: '-dibuatPada',
  // The orders /news and its category filter read a page in (src/modules/news/news.query.ts).
  indexes: [
    { fields: ['dibuatPada', 'createdAt'] },
    { fields: ['kategori', 'dibuatPada', 'createdAt'] },
  ],
  upload: {
    staticDir: path.join(env.mediaDir, 'news'),
    // The file's presence is judged by uploadHooks, which stores it before Payload runs.
    filesRequiredOnCreate: false,
    mimeTypes: UPLOAD_RULES.news.mimeTypes,
    imageSizes: webpSizes,
    crop: false,
    focalPoint: false,
  },
  hooks: {
    ...uploadHooks('news', {
      afterChange: [indexCollection('news'), revalidateContent('news'), audit.afterChange],
      afterDelete: [indexCollection('news'), revalidateContent('news'), audit.afterDelete],
    }),
  },
  fields: [
    {
      name: 'judul',
      type: 'text',
      required: true,
      maxLength: JUDUL_MAX,
      validate: requiredText(NEWS_MESSAGES.required, {
        length: JUDUL_MAX,
        message: NEWS_MESSAGES.judulMax,
      }),
    },
    {
      name: 'slug',
      type: 'text',
      unique: true,
      index: true,
      admin: { position: 'sidebar', readOnly: true },
      hooks: { beforeValidate: [uniqueSlug] },
    },
    {
      name: 'kategori',
      type: 'select',
      required: true,
      options: [...KATEGORI_NEWS],
      validate: oneOf(KATEGORI_NEWS, NEWS_MESSAGES.required, NEWS_MESSAGES.kategori),
    },
    {
      name: 'kutipan',
      type: 'textarea',
      maxLength: KUTIPAN_MAX,
      validate: (value: string | null | undefined) =>
        (value ?? '').length <= KUTIPAN_MAX || NEWS_MESSAGES.kutipanMax,
    },
    {
      name: 'isisatu',
      type: 'textarea',
      required: true,
      validate: requiredText(NEWS_MESSAGES.required),
    },
    {
      name: 'isidua',
      type: 'textarea',
      required: true,
      validate: requiredText(NEWS_MESSAGES.required),
    },
    {
      name: 'dibuatPada',
      type: 'date',
      required: true,
      index: true,
      admin: { date: { pickerAppearance: 'dayOnly' } },
      validate: requiredDate(NEWS_MESSAGES.required, NEWS_MESSAGES.tanggal),
    },
  ],
}
