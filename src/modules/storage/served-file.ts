import { stat } from 'node:fs/promises'
import path from 'node:path'

import type { Payload, Where } from 'payload'

import { contentType, isContentTypeSlug } from '@/content-types'
import { env } from '@/lib/env'

/** Who may be served a file: anyone, only a signed-in administrator, or no one. */
export type FileAudience = 'public' | 'administrator' | null

/**
 * Who may be served an upload's file: anyone while a record a visitor may read uses it (a file a
 * crash or race left behind, or one only a draft uses, is never public); a signed-in
 * administrator also while a draft or an older version uses it (the preview, /cms); on local
 * storage, only while the file is still on disk.
 */
export async function fileAudience(
  payload: Payload,
  collection: string,
  filename: string,
  headers: Headers,
): Promise<FileAudience> {
  const config = payload.collections[collection as 'laporan']?.config
  const upload = config?.upload
  if (!upload || filename !== path.basename(filename)) return null
  const names = [
    'filename',
    ...(upload.imageSizes ?? []).map((size) => `sizes.${size.name}.filename`),
  ]
  const usedBy = (prefix = ''): Where => ({
    or: names.map((name) => ({ [`${prefix}${name}`]: { equals: filename } })),
  })
  // The caller's own access rules decide (a visitor reads only what is public now), unless the
  // type's files are public while its records are not (media: the image a public page shows).
  const filesPublic = isContentTypeSlug(collection) && contentType(collection).filesPublic
  const { totalDocs } = await payload.count({
    collection: collection as 'laporan',
    where: usedBy(),
    overrideAccess: Boolean(filesPublic),
  })
  const audience =
    totalDocs > 0 ? 'public' : await draftAudience(payload, collection, usedBy, headers)
  if (!audience || env.useS3) return audience
  const found = await stat(path.join(upload.staticDir ?? '', filename)).catch(() => null)
  return found?.isFile() ? audience : null
}

/** 'administrator' when the caller is signed in and a version (a draft's) uses the file. */
async function draftAudience(
  payload: Payload,
  collection: string,
  usedBy: (prefix?: string) => Where,
  headers: Headers,
): Promise<FileAudience> {
  const slug = collection as 'laporan'
  if (!payload.collections[slug].config.versions) return null
  const { user } = await payload.auth({ headers })
  if (!user) return null
  const { totalDocs } = await payload.countVersions({
    collection: slug,
    where: usedBy('version.'),
    overrideAccess: true,
  })
  return totalDocs > 0 ? 'administrator' : null
}

/** Whether a visitor may be served the file. */
export const isServedFile = async (payload: Payload, collection: string, filename: string) =>
  (await fileAudience(payload, collection, filename, new Headers())) === 'public'
