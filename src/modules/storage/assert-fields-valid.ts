import { type PayloadRequest, type SanitizedCollectionConfig, ValidationError } from 'payload'

import { fieldErrors } from '@/lib/payload-internals'

/**
 * Runs the collection's field validation ahead of Payload, so a write that Payload would
 * refuse is refused before its file is stored, and leaves nothing behind.
 */
export async function assertFieldsValid({
  collection,
  id,
  data,
  req,
}: {
  collection: SanitizedCollectionConfig
  id: number | string | undefined
  data: Record<string, unknown>
  req: PayloadRequest
}) {
  const doc =
    id === undefined
      ? {}
      : await req.payload.findByID({
          collection: collection.slug,
          id,
          depth: 0,
          overrideAccess: true,
          req,
        })
  // Payload fills a new document's defaults before it validates; so does this.
  const defaults = Object.fromEntries(
    collection.flattenedFields
      .filter((f) => 'defaultValue' in f && typeof f.defaultValue !== 'function')
      .map((f) => [f.name, (f as { defaultValue?: unknown }).defaultValue]),
  )
  // A copy, because field hooks may rewrite the data they are given.
  const merged: Record<string, unknown> = structuredClone({
    ...(id === undefined ? defaults : {}),
    ...doc,
    ...data,
  })
  const errors = await fieldErrors({ collection, id, data: merged, doc, req })
  if (errors.length > 0) throw new ValidationError({ collection: collection.slug, errors })
}
