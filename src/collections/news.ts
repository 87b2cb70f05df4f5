import type { CollectionConfig } from 'payload'

import { JUDUL_MAX, KATEGORI_NEWS, KUTIPAN_MAX, NEWS_MESSAGES } from '@/modules/news/news.rules'

import { contentCollection, contentUpload, judulField, slugField } from './content-collection'
import { webpSizes } from './image-sizes'
import { oneOf, requiredDate, requiredText } from './validators'

// A news item carries its thumbnail as its own upload, so item and image live and die together.
export const News: CollectionConfig = {
  ...contentCollection('news'),
  labels: { singular: 'News', plural: 'News' },
  admin: { useAsTitle: 'judul', defaultColumns: ['judul', 'kategori', 'dibuatPada'] },
  defaultSort: '-dibuatPada',
  // The orders /news and its category filter read a page in (src/modules/news/news.query.ts).
  indexes: [
    { fields: ['dibuatPada', 'createdAt'] },
    { fields: ['kategori', 'dibuatPada', 'createdAt'] },
  ],
  upload: { ...contentUpload('news'), imageSizes: webpSizes },
  fields: [
    judulField(JUDUL_MAX, NEWS_MESSAGES),
    slugField,
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
