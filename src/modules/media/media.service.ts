import { findRecordOrThrow } from '@/lib/find-record'
import type { UploadFile } from '@/lib/http'
import type { ServiceContext } from '@/lib/service-context'
import { fileStore } from '@/modules/storage/file-store'

import { MEDIA } from './media.rules'

/**
 * A library item's original file, with its alt text and focal point, for a copy elsewhere (a
 * site picture chosen from the library); 404 when the id names no item.
 */
export async function mediaOriginal(ctx: ServiceContext, id: string) {
  const doc = await findRecordOrThrow(ctx, MEDIA, id, 'Media tidak ditemukan.')
  const store = fileStore()
  const data = await store.read(store.keyOf(MEDIA, doc.filename ?? ''))
  const file: UploadFile = {
    data,
    size: data.length,
    name: doc.filename ?? MEDIA,
    mimetype: doc.mimeType ?? 'application/octet-stream',
  }
  return { file, alt: doc.alt, focalX: doc.focalX ?? 50, focalY: doc.focalY ?? 50 }
}
