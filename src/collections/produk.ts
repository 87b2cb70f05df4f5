import type { CollectionConfig } from 'payload'

import {
  IKON_KEUNGGULAN,
  isKeunggulanComplete,
  JUDUL_MAX,
  LABEL_MAX,
  MAX_KEUNGGULAN,
  PRODUK_MESSAGES,
  SUB_JUDUL_MAX,
} from '@/modules/produk/produk.rules'

import { contentCollection, contentUpload, judulField, slugField } from './content-collection'
import { webpSizes } from './image-sizes'
import { requiredText } from './validators'

type Keunggulan = { icon?: string | null; label?: string | null }

// A product carries its thumbnail as its own upload; the thumbnail is optional.
export const Produk: CollectionConfig = {
  ...contentCollection('produk'),
  labels: { singular: 'Produk dan Layanan', plural: 'Produk dan Layanan' },
  admin: { useAsTitle: 'judul', defaultColumns: ['judul', 'subJudul', 'createdAt'] },
  defaultSort: '-createdAt',
  upload: { ...contentUpload('produk'), imageSizes: webpSizes },
  fields: [
    judulField(JUDUL_MAX, PRODUK_MESSAGES),
    slugField,
    {
      name: 'subJudul',
      type: 'text',
      required: true,
      maxLength: SUB_JUDUL_MAX,
      validate: requiredText(PRODUK_MESSAGES.required, {
        length: SUB_JUDUL_MAX,
        message: PRODUK_MESSAGES.subJudulMax,
      }),
    },
    {
      name: 'deskripsi',
      type: 'textarea',
      required: true,
      validate: requiredText(PRODUK_MESSAGES.required),
    },
    {
      name: 'keunggulan',
      type: 'array',
      labels: { singular: 'Keunggulan', plural: 'Keunggulan' },
      validate: (rows) => {
        const list = (rows ?? []) as Keunggulan[]
        if (list.length > MAX_KEUNGGULAN) return PRODUK_MESSAGES.keunggulanMax
        if (!list.every(isKeunggulanComplete)) {
          return PRODUK_MESSAGES.keunggulanIncomplete
        }
        return true
      },
      fields: [
        {
          name: 'icon',
          type: 'select',
          required: true,
          options: [...IKON_KEUNGGULAN],
          validate: (value: string | null | undefined) =>
            !value
              ? PRODUK_MESSAGES.keunggulanIncomplete
              : IKON_KEUNGGULAN.includes(value as never) || PRODUK_MESSAGES.ikon,
        },
        {
          name: 'label',
          type: 'text',
          required: true,
          maxLength: LABEL_MAX,
          validate: requiredText(PRODUK_MESSAGES.keunggulanIncomplete, {
            length: LABEL_MAX,
            message: PRODUK_MESSAGES.labelMax,
          }),
        },
      ],
    },
  ],
}
