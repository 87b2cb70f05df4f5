import path from 'node:path'
import type { CollectionConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { isAdmin } from '@/access/is-admin'
import { revalidateContent } from '@/hooks/revalidate-content'
import { uniqueSlug } from '@/hooks/unique-slug'
import { env } from '@/lib/env'
import { auditCollection } from '@/modules/aktivitas/audit-hooks'
import {
  IKON_KEUNGGULAN,
  isKeunggulanComplete,
  JUDUL_MAX,
  LABEL_MAX,
  MAX_KEUNGGULAN,
  PRODUK_MESSAGES,
  SUB_JUDUL_MAX,
} from '@/modules/produk/produk.rules'
import { indexCollection } from '@/modules/search/search.index'
import { UPLOAD_RULES } from '@/modules/storage/prepare-upload'
import { uploadHooks } from '@/modules/storage/upload-hooks'

import { webpSizes } from './image-sizes'
import { requiredText } from './validators'

type Keunggulan = { icon?: string | null; label?: string | null }

const audit = auditCollection('produk')

// A product carries its thumbnail as its own upload; the thumbnail is optional.
export const Produk: CollectionConfig = {
  slug: 'produk',
  labels: { singular: 'Produk dan Layanan', plural: 'Produk dan Layanan' },
  admin: { useAsTitle: 'judul', defaultColumns: ['judul', 'subJudul', 'createdAt'] },
  access: { read: anyone, create: isAdmin, update: isAdmin, delete: isAdmin },
  defaultSort: '-createdAt',
  upload: {
    staticDir: path.join(env.mediaDir, 'produk'),
    // What a person may upload, as prepareUpload judges it; the WebP renditions are judged apart
    // (renditionsJudgedApart, image-sizes.ts).
    mimeTypes: UPLOAD_RULES.produk.mimeTypes,
    imageSizes: webpSizes,
    filesRequiredOnCreate: false,
    crop: false,
    focalPoint: false,
  },
  hooks: {
    ...uploadHooks('produk', {
      afterChange: [indexCollection('produk'), revalidateContent('produk'), audit.afterChange],
      afterDelete: [indexCollection('produk'), revalidateContent('produk'), audit.afterDelete],
    }),
  },
  fields: [
    {
      name: 'judul',
      type: 'text',
      required: true,
      maxLength: JUDUL_MAX,
      validate: requiredText(PRODUK_MESSAGES.required, {
        length: JUDUL_MAX,
        message: PRODUK_MESSAGES.judulMax,
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
