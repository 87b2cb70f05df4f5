import path from 'node:path'
import type { CollectionConfig, Field } from 'payload'

import { anyone } from '@/access/anyone'
import { isAdmin } from '@/access/is-admin'
import { revalidateContent } from '@/hooks/revalidate-content'
import { uniqueSlug } from '@/hooks/unique-slug'
import { env } from '@/lib/env'
import { auditCollection } from '@/modules/aktivitas/audit-hooks'
import { indexCollection } from '@/modules/search/search.index'
import type { UploadCollection } from '@/modules/storage/file-store'
import { UPLOAD_RULES } from '@/modules/storage/prepare-upload'
import { uploadHooks } from '@/modules/storage/upload-hooks'

import { requiredText } from './validators'

/*
 * What the three public content collections (laporan, news, produk) have in common: the site
 * reads them, the administrator writes them, and every change reaches the stored file, the site
 * search, the public pages' cache and the audit trail alike.
 */

/**
 * Where the record's file lives and what a person may upload, as prepareUpload judges it. The
 * file's presence is judged by uploadHooks, which stores it before Payload runs; the renditions
 * the collection adds are judged apart (renditionsJudgedApart, image-sizes.ts).
 */
export const contentUpload = (collection: UploadCollection) => ({
  staticDir: path.join(env.mediaDir, collection),
  filesRequiredOnCreate: false,
  mimeTypes: UPLOAD_RULES[collection].mimeTypes,
  crop: false,
  focalPoint: false,
})

/** The collection's slug, access and hooks. */
export function contentCollection(
  collection: UploadCollection,
): Pick<CollectionConfig, 'slug' | 'access' | 'hooks'> {
  const audit = auditCollection(collection)
  return {
    slug: collection,
    access: { read: anyone, create: isAdmin, update: isAdmin, delete: isAdmin },
    hooks: uploadHooks(collection, {
      afterChange: [indexCollection(collection), revalidateContent(collection), audit.afterChange],
      afterDelete: [indexCollection(collection), revalidateContent(collection), audit.afterDelete],
    }),
  }
}

/** The required title, with the spec's messages for a missing and for a too long one. */
export const judulField = (
  max: number,
  messages: { required: string; judulMax: string },
): Field => ({
  name: 'judul',
  type: 'text',
  required: true,
  maxLength: max,
  validate: requiredText(messages.required, { length: max, message: messages.judulMax }),
})

/** The URL name, made from the title by uniqueSlug and never typed in. */
export const slugField: Field = {
  name: 'slug',
  type: 'text',
  unique: true,
  index: true,
  admin: { position: 'sidebar', readOnly: true },
  hooks: { beforeValidate: [uniqueSlug] },
}
