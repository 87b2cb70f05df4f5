import type { Payload, PayloadRequest } from 'payload'

import type { UploadCollection } from './file-store'
import type { RecordName } from './prepare-upload'

/**
 * What the file of a write through Payload (/cms-api, the seed) is named after: the title it
 * sends and, for an existing record, its slug, or its stored title when the write sends none.
 */
export async function recordNameOf(
  payload: Payload,
  collection: UploadCollection,
  data: Record<string, unknown>,
  id?: string | number,
  req?: PayloadRequest,
): Promise<RecordName> {
  const existing =
    id === undefined
      ? null
      : await payload.findByID({
          collection,
          id,
          depth: 0,
          overrideAccess: true,
          disableErrors: true,
          req,
        })
  return {
    slug: existing && 'slug' in existing ? existing.slug : undefined,
    // A site picture has no title: its files are named after its collection.
    judul:
      typeof data.judul === 'string'
        ? data.judul
        : existing && 'judul' in existing
          ? existing.judul
          : undefined,
  }
}
