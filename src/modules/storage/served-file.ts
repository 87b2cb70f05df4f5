import { stat } from 'node:fs/promises'
import path from 'node:path'

import type { Payload, Where } from 'payload'

import { contentType, isContentTypeSlug } from '@/content-types'
import { env } from '@/lib/env'

/**
 * Whether an upload's file may be served: only while its record exists (a file a crash or race
 * left behind is never public) and, on local storage, while the file is still on disk.
 */
export async function isServedFile(payload: Payload, collection: string, filename: string) {
  const upload = payload.collections[collection as 'laporan']?.config.upload
  if (!upload || filename !== path.basename(filename)) return false
  const names = [
    'filename',
    ...(upload.imageSizes ?? []).map((size) => `sizes.${size.name}.filename`),
  ]
  const where: Where = { or: names.map((name) => ({ [name]: { equals: filename } })) }
  // The caller's own access rules decide, unless the type's files are public while its records
  // are not (media: the image a public page shows).
  const filesPublic = isContentTypeSlug(collection) && contentType(collection).filesPublic
  const { totalDocs } = await payload.count({
    collection: collection as 'laporan',
    where,
    overrideAccess: Boolean(filesPublic),
  })
  if (totalDocs === 0) return false
  if (env.useS3) return true
  const found = await stat(path.join(upload.staticDir ?? '', filename)).catch(() => null)
  return Boolean(found?.isFile())
}
