import type { CollectionSlug } from 'payload'

import { AppError, notFound } from './errors'
import { parseIdOrThrow } from './ids'
import { asCaller, type ServiceContext } from './service-context'

/**
 * The record with this id, read as the caller (its newest draft when `draft`, for a collection
 * with drafts); an id that names none is a 404 with `message`.
 */
export async function findRecordOrThrow<C extends CollectionSlug>(
  ctx: ServiceContext,
  collection: C,
  id: string,
  message: string,
  { draft = false }: { draft?: boolean } = {},
) {
  const doc = await ctx.payload.findByID({
    collection,
    id: parseIdOrThrow(id, message),
    depth: 0,
    disableErrors: true,
    draft,
    ...asCaller(ctx),
  })
  if (!doc) throw notFound(message)
  return doc
}

/** What `read` answers, or null when it answers 404 (any other failure still throws). */
export async function nullIfNotFound<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read
  } catch (error) {
    if (error instanceof AppError && error.status === 404) return null
    throw error
  }
}
