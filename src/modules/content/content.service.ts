import { type SQL, sql } from 'drizzle-orm'
import type { CollectionSlug } from 'payload'

import { contentType, type ContentTypeSlug } from '@/content-types'
import { badRequest, notFound } from '@/lib/errors'
import { findRecordOrThrow } from '@/lib/find-record'
import type { UploadFile } from '@/lib/http'
import { allOf, containsText, type PageSlice, readPage, streamJsonArray } from '@/lib/page-query'
import { asCaller, type ServiceContext } from '@/lib/payload'
import { parseInput } from '@/lib/parse-input'
import { retryOnSlugConflict } from '@/lib/retry-slug'
import { expireContent } from '@/modules/site/content-cache'
import { writeWithUpload } from '@/modules/storage/stored-upload'

/*
 * The reads and writes every content type shares (STYLE 2a), driven by its definition. A type
 * whose screens and routes are still its own (news, produk, laporan) has a service of its own
 * too; a type the registry serves whole (promo) has only this.
 */

type Doc = Record<string, unknown> & { id: number | string; slug?: string | null }

/** What a list is narrowed to: SPEC's title search and the type's select filters. */
export type RecordFilters = { q?: string } & Record<string, string | undefined>

/** Visitors see only what is public now; a signed-in administrator sees every record. */
export const visibleTo = (ctx: ServiceContext, type: ContentTypeSlug) => {
  const visible = contentType(type).public?.visible
  return visible && !ctx.user ? visible(ctx.payload, new Date()) : undefined
}

function whereOf(
  ctx: ServiceContext,
  type: ContentTypeSlug,
  filters: RecordFilters,
): SQL | undefined {
  const { q, ...chosen } = filters
  const selects = Object.keys(contentType(type).list.filters ?? {})
  return allOf(
    q && containsText(ctx.payload, 'judul', q),
    ...selects.map((name) => chosen[name] && sql`${sql.identifier(name)} = ${chosen[name]}`),
    visibleTo(ctx, type),
  )
}

/** One page of a type's records, in its own order unless `orderBy` says otherwise. */
export async function findRecordPage(
  ctx: ServiceContext,
  type: ContentTypeSlug,
  filters: RecordFilters,
  { page, limit, orderBy }: { page: number; limit: number; orderBy?: SQL },
): Promise<PageSlice<unknown>> {
  const definition = contentType(type)
  const query = {
    where: whereOf(ctx, type, filters),
    orderBy: orderBy ?? definition.list.order,
    page,
    limit,
    searchesTitle: Boolean(filters.q),
  }
  return readPage(ctx, type, query, (doc) => definition.toDto(doc as unknown as Doc))
}

/** Every record the caller may see, in the type's order, as SPEC's plain JSON array. */
export const streamAllRecords = (ctx: ServiceContext, type: ContentTypeSlug) =>
  streamJsonArray(
    ctx,
    type,
    contentType(type).list.order,
    (doc) => contentType(type).toDto(doc as unknown as Doc),
    visibleTo(ctx, type),
  )

/** The record with this slug the caller may see, or null. */
export async function findRecordBySlug(ctx: ServiceContext, type: ContentTypeSlug, slug: string) {
  const definition = contentType(type)
  if (!visibleTo(ctx, type)) {
    const { docs } = await ctx.payload.find({
      collection: type,
      where: { slug: { equals: slug } },
      limit: 1,
      pagination: false,
      depth: 0,
      ...asCaller(ctx),
    })
    return docs[0] ? definition.toDto(docs[0] as never) : null
  }
  const query = {
    where: allOf(sql`"slug" = ${slug}`, visibleTo(ctx, type)),
    orderBy: definition.list.order,
    page: 1,
    limit: 1,
  }
  const { items } = await readPage(ctx, type, query, (doc) => definition.toDto(doc as never))
  return items[0] ?? null
}

const findDocOrThrow = async (ctx: ServiceContext, type: ContentTypeSlug, id: string) =>
  (await findRecordOrThrow(
    ctx,
    type as CollectionSlug,
    id,
    contentType(type).messages.notFound,
  )) as unknown as Doc

/** One record by the key its API path names (its slug or its id); 404 when none. */
export async function getRecordOrThrow(ctx: ServiceContext, type: ContentTypeSlug, key: string) {
  const definition = contentType(type)
  if (definition.readBy === 'slug') {
    const found = await findRecordBySlug(ctx, type, key)
    if (!found) throw notFound(definition.messages.notFound)
    return found
  }
  return definition.toDto(await findDocOrThrow(ctx, type, key))
}

/** The input of a write: the type's schema over the fields of its multipart form. */
function parsedInput(type: ContentTypeSlug, input: unknown) {
  const schema = contentType(type).input?.schema
  if (!schema) throw badRequest('Jenis konten ini tidak dapat diubah lewat API.')
  return parseInput(schema, input) as Record<string, unknown>
}

export async function createRecord(
  ctx: ServiceContext,
  type: ContentTypeSlug,
  input: unknown,
  file: UploadFile | undefined,
) {
  const data = parsedInput(type, input)
  const doc = await retryOnSlugConflict(() =>
    writeWithUpload(type, file, data, (context) =>
      ctx.payload.create({ collection: type, data: data as never, context, ...asCaller(ctx) }),
    ),
  )
  await expireContent(type)
  return contentType(type).toDto(doc as unknown as Doc)
}

/** Updates a record by id; without a new file the old one stays. */
export async function updateRecord(
  ctx: ServiceContext,
  type: ContentTypeSlug,
  id: string,
  input: unknown,
  file: UploadFile | undefined,
) {
  const data = parsedInput(type, input)
  const existing = await findDocOrThrow(ctx, type, id)
  const doc = await writeWithUpload(
    type,
    file,
    { slug: existing.slug, judul: data.judul as string },
    (context) =>
      ctx.payload.update({
        collection: type,
        id: existing.id,
        data: data as never,
        context,
        ...asCaller(ctx),
      }),
    existing.id,
  )
  await expireContent(type)
  return contentType(type).toDto(doc as unknown as Doc)
}

export async function deleteRecord(ctx: ServiceContext, type: ContentTypeSlug, id: string) {
  const existing = await findDocOrThrow(ctx, type, id)
  await ctx.payload.delete({ collection: type, id: existing.id, ...asCaller(ctx) })
  await expireContent(type)
}
