import { type SQL, sql } from 'drizzle-orm'
import type { CollectionSlug, Where } from 'payload'

import { contentType, type ContentTypeSlug, type contentTypes } from '@/content-types'
import { schemaFromFields } from '@/content-types/form-fields'
import {
  type Publication,
  type PublicationStatus,
  SCHEDULE,
  STATUSES,
  statusOf,
} from '@/content-types/publication'
import { badRequest, notFound } from '@/lib/errors'
import { findRecordOrThrow, nullIfNotFound } from '@/lib/find-record'
import { parseIdOrThrow } from '@/lib/ids'
import type { UploadFile } from '@/lib/http'
import { allOf, containsText, type PageSlice, readPage, streamJsonArray } from '@/lib/page-query'
import { asCaller, type ServiceContext } from '@/lib/service-context'
import { parseInput } from '@/lib/parse-input'
import { retryOnSlugConflict } from '@/lib/retry-slug'
import { expireContent } from '@/modules/content/content-cache'
import type { FileTypeSlug } from '@/modules/storage/file-store'
import { keepsHistory } from '@/modules/history/history.rules'
import { writeWithUpload } from '@/modules/storage/stored-upload'
import { focalOf } from '@/modules/storage/prepare-upload'

import { keptStatus } from './publication'
import { inStatus, publicNow } from './visibility'

/*
 * The reads and writes every content type shares (STYLE 2a), driven by its definition. news,
 * produk and laporan write and list through it, and keep services of their own only for the
 * reads their hand-written pages make (shelves, categories, pools); promo has only this.
 */

/** A record's DTO, as its type's definition makes it. */
export type DtoOf<T extends ContentTypeSlug> = ReturnType<(typeof contentTypes)[T]['toDto']>

type Doc = Record<string, unknown> & { id: number | string; slug?: string | null }

/** What a list is narrowed to: SPEC's title search, the type's select filters and the admin's status. */
export type RecordFilters = { q?: string; status?: string } & Record<string, string | undefined>

/**
 * A record as its caller may see it: its DTO, SPEC's shape for a visitor; an administrator also
 * sees its publication (its state now and its schedule), which the admin lists and forms show.
 */
function viewOf(ctx: ServiceContext, type: ContentTypeSlug, doc: Doc) {
  const dto = contentType(type).toDto(doc as never) as Record<string, unknown>
  if (!ctx.user || !contentType(type).public) return dto
  return {
    ...dto,
    status: statusOf(doc, new Date()),
    [SCHEDULE.start]: doc[SCHEDULE.start] ?? null,
    [SCHEDULE.end]: doc[SCHEDULE.end] ?? null,
  }
}

/**
 * The rows that are not in the trash, for raw SQL reads (Payload's own reads leave them out
 * unless asked): undefined for a type without a trash.
 */
export const notTrashed = (type: ContentTypeSlug) =>
  keepsHistory(contentType(type)) ? sql`"deleted_at" IS NULL` : undefined

/** Visitors see only what is public now (visibility.ts); a signed-in administrator sees every record. */
const publicFor = (ctx: ServiceContext, type: ContentTypeSlug) =>
  ctx.user || !contentType(type).public ? undefined : publicNow(type, new Date())

/**
 * The one rule of what a raw read may show: never a record in the trash, and to visitors only
 * what is public now.
 */
export const visibleTo = (ctx: ServiceContext, type: ContentTypeSlug) =>
  allOf(notTrashed(type), publicFor(ctx, type))

const isStatus = (value: string | undefined): value is PublicationStatus =>
  STATUSES.includes(value as PublicationStatus)

function whereOf(
  ctx: ServiceContext,
  type: ContentTypeSlug,
  filters: RecordFilters,
): SQL | undefined {
  const { q, status, ...chosen } = filters
  const { filters: selectable, titleColumn = 'judul' } = contentType(type).list
  const selects = Object.keys(selectable ?? {})
  return allOf(
    q && containsText(ctx.payload, titleColumn, q),
    ...selects.map((name) => chosen[name] && sql`${sql.identifier(name)} = ${chosen[name]}`),
    isStatus(status) && inStatus(status, new Date()),
    visibleTo(ctx, type),
  )
}

/** One page of a type's records, in its own order unless `orderBy` says otherwise. */
export async function findRecordPage<T extends ContentTypeSlug>(
  ctx: ServiceContext,
  type: T,
  filters: RecordFilters,
  { page, limit, orderBy }: { page: number; limit: number; orderBy?: SQL },
): Promise<PageSlice<DtoOf<T>>> {
  const definition = contentType(type)
  const query = {
    where: whereOf(ctx, type, filters),
    orderBy: orderBy ?? definition.list.order,
    page,
    limit,
    // Only `judul` has the title search's index (required-indexes.ts); a media library searched
    // by its alt text is small enough to be read whole.
    searchesTitle: Boolean(filters.q) && (definition.list.titleColumn ?? 'judul') === 'judul',
  }
  const slice = await readPage(ctx, type, query, (doc) => viewOf(ctx, type, doc as unknown as Doc))
  const pending = await pendingDrafts(ctx, type, slice.items)
  const items = slice.items.map((item) =>
    pending.has(String(item._id)) ? { ...item, adaDraf: true } : item,
  )
  return { ...slice, items: items as DtoOf<T>[] }
}

/**
 * The records of an administrator's list page with a draft saved over their published content
 * (Payload keeps it in the latest version only): the list says so beside the status.
 */
async function pendingDrafts(
  ctx: ServiceContext,
  type: ContentTypeSlug,
  items: Record<string, unknown>[],
): Promise<Set<string>> {
  const published = items.filter((item) => item.status && item.status !== 'draf')
  if (!ctx.user || !keepsHistory(contentType(type)) || !published.length) return new Set()
  const { docs } = await ctx.payload.findVersions({
    collection: type as CollectionSlug,
    where: {
      and: [
        { parent: { in: published.map((item) => Number(item._id)) } },
        { latest: { equals: true } },
        { 'version._status': { equals: 'draft' } },
      ],
    },
    depth: 0,
    limit: published.length,
    pagination: false,
    ...asCaller(ctx),
  })
  return new Set(docs.map((doc) => String(doc.parent)))
}

/**
 * The first `count` records of a type without a period (news, produk, laporan) in Payload's
 * `sort`, narrowed by `where` when given: the home page's and the feed's few newest.
 */
export async function firstRecords<T extends ContentTypeSlug>(
  ctx: ServiceContext,
  type: T,
  count: number,
  sort: string[],
  where?: Where,
): Promise<DtoOf<T>[]> {
  const { docs } = await ctx.payload.find({
    collection: type,
    where,
    sort,
    pagination: false,
    limit: count,
    depth: 0,
    ...asCaller(ctx),
  })
  return docs.map((doc) => contentType(type).toDto(doc as unknown as Doc) as DtoOf<T>)
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

/** The record whose `column` is `value`, among those the caller may see, or null. */
async function findVisible(
  ctx: ServiceContext,
  type: ContentTypeSlug,
  column: 'slug' | 'id',
  value: string | number,
) {
  const definition = contentType(type)
  const query = {
    where: allOf(sql`${sql.identifier(column)} = ${value}`, visibleTo(ctx, type)),
    orderBy: definition.list.order,
    page: 1,
    limit: 1,
  }
  const { items } = await readPage(ctx, type, query, (doc) => definition.toDto(doc as never))
  return items[0] ?? null
}

/** The record with this slug the caller may see, or null. */
export async function findRecordBySlug<T extends ContentTypeSlug>(
  ctx: ServiceContext,
  type: T,
  slug: string,
): Promise<DtoOf<T> | null> {
  if (publicFor(ctx, type)) return (await findVisible(ctx, type, 'slug', slug)) as DtoOf<T> | null
  // An administrator: one indexed read through Payload (its newest draft), trash left out.
  const { docs } = await ctx.payload.find({
    collection: type,
    where: { slug: { equals: slug } },
    limit: 1,
    pagination: false,
    depth: 0,
    ...asEditor(ctx, type),
  })
  return docs[0] ? (viewOf(ctx, type, docs[0] as unknown as Doc) as DtoOf<T>) : null
}

/** How many related records a page shows at most. */
const RELATED_MAX = 6

/**
 * The records of `type` whose relations field `field` holds the record `id` (the promos of a
 * product), newest first in the type's order, as the caller may see them.
 */
export async function findRelatedRecords(
  ctx: ServiceContext,
  type: ContentTypeSlug,
  field: string,
  id: string,
) {
  const definition = contentType(type)
  const target = definition.form?.fields.find((f) => f.name === field)
  if (target?.kind !== 'relations' || !/^\d{1,12}$/.test(id)) return []
  // Payload keeps a hasMany relationship in <table>_rels, one row per chosen record.
  const rels = sql.identifier(`${type}_rels`)
  const where = allOf(
    sql`"id" IN (SELECT "parent_id" FROM ${rels} WHERE "path" = ${field} AND ${sql.identifier(`${target.to}_id`)} = ${Number(id)})`,
    visibleTo(ctx, type),
  )
  const query = { where, orderBy: definition.list.order, page: 1, limit: RELATED_MAX }
  return (await readPage(ctx, type, query, (doc) => definition.toDto(doc as never))).items
}

const findDocOrThrow = async (ctx: ServiceContext, type: ContentTypeSlug, id: string) =>
  (await findRecordOrThrow(ctx, type as CollectionSlug, id, contentType(type).messages.notFound, {
    draft: editsDrafts(ctx, type),
  })) as unknown as Doc

/**
 * The caller's Local API options for one record: an administrator edits the newest draft of a
 * record, when one was saved after it was published (Payload keeps it as a version).
 */
const asEditor = (ctx: ServiceContext, type: ContentTypeSlug) => ({
  ...asCaller(ctx),
  draft: editsDrafts(ctx, type),
})

function editsDrafts(ctx: ServiceContext, type: ContentTypeSlug) {
  return Boolean(ctx.user && contentType(type).public)
}

/** One record by the key its API path names (its slug or its id); 404 when none. */
export async function getRecordOrThrow(ctx: ServiceContext, type: ContentTypeSlug, key: string) {
  const definition = contentType(type)
  if (definition.readBy === 'id') return getRecordOrThrowById(ctx, type, key)
  const found = await findRecordBySlug(ctx, type, key)
  if (!found) throw notFound(definition.messages.notFound)
  return found
}

/** The record with this id the caller may see; null when the id names none. */
export const findRecord = (ctx: ServiceContext, type: ContentTypeSlug, id: string) =>
  nullIfNotFound(getRecordOrThrowById(ctx, type, id))

const getRecordOrThrowById = async (ctx: ServiceContext, type: ContentTypeSlug, id: string) => {
  const { messages } = contentType(type)
  if (!publicFor(ctx, type)) return viewOf(ctx, type, await findDocOrThrow(ctx, type, id))
  const found = await findVisible(ctx, type, 'id', parseIdOrThrow(id, messages.notFound))
  if (!found) throw notFound(messages.notFound)
  return found
}

/** The input of a registry-served type's write: its form fields parsed, then its rule across fields. */
export function parseFormInput(type: ContentTypeSlug, input: unknown) {
  const form = contentType(type).form
  if (!form) throw badRequest('Jenis konten ini tidak dapat diubah lewat API.')
  const data = parseInput(schemaFromFields(form.fields), input) as Record<string, unknown>
  const problem = form.check?.(data)
  if (problem) throw badRequest(problem)
  return data
}

/** The schedule a write sets (absent fields keep theirs), for a type that has one. */
const scheduleOf = (type: ContentTypeSlug, publication: Publication | undefined) =>
  contentType(type).public && publication
    ? Object.fromEntries(
        [SCHEDULE.start, SCHEDULE.end].flatMap((field) =>
          publication[field] === undefined ? [] : [[field, publication[field]]],
        ),
      )
    : {}

/**
 * Creates a record from parsed input and its file, then expires the public caches. Published,
 * as SPEC's save always did, unless `publication` asks for a draft.
 */
export async function createRecord<T extends FileTypeSlug>(
  ctx: ServiceContext,
  type: T,
  input: Record<string, unknown>,
  file: UploadFile | undefined,
  publication?: Publication,
): Promise<DtoOf<T>> {
  const data = { ...input, ...scheduleOf(type, publication) }
  const doc = await retryOnSlugConflict(() =>
    writeWithUpload(type, file, { ...data, focal: focalOf(data) }, (context) =>
      ctx.payload.create({
        collection: type,
        data: data as never,
        context,
        draft: Boolean(publication?.draf),
        ...asCaller(ctx),
      }),
    ),
  )
  await expireContent(type)
  // SPEC's answer to a write; an administrator's reads carry the publication (viewOf).
  return contentType(type).toDto(doc as unknown as Doc) as DtoOf<T>
}

/**
 * Updates a record by id from parsed input; without a new file the old one stays. A draft
 * (`publication.draf`) is kept as a version, the published record staying public as it is.
 */
export async function updateRecord<T extends FileTypeSlug>(
  ctx: ServiceContext,
  type: T,
  id: string,
  input: Record<string, unknown>,
  file: UploadFile | undefined,
  publication?: Publication,
): Promise<DtoOf<T>> {
  const data = { ...input, ...scheduleOf(type, publication) }
  const existing = await findDocOrThrow(ctx, type, id)
  const doc = await writeWithUpload(
    type,
    file,
    // A new image is cut around the focal point the same write sends (media).
    { slug: existing.slug, judul: data.judul as string, focal: focalOf({ ...existing, ...data }) },
    (context) =>
      ctx.payload.update({
        collection: type,
        id: existing.id,
        data: data as never,
        context,
        draft: Boolean(publication?.draf),
        ...asCaller(ctx),
      }),
    existing.id,
  )
  await expireContent(type)
  // SPEC's answer to a write; an administrator's reads carry the publication (viewOf).
  return contentType(type).toDto(doc as unknown as Doc) as DtoOf<T>
}

/**
 * SPEC's delete: a type with a trash moves the record there (its files kept, gone from every
 * public surface at once: the reads leave out deletedAt, the hooks take its search row out and
 * expire the caches); another (pengajuan) is deleted for good.
 */
export async function deleteRecord(ctx: ServiceContext, type: ContentTypeSlug, id: string) {
  const existing = await findDocOrThrow(ctx, type, id)
  if (keepsHistory(contentType(type))) {
    await ctx.payload.update({
      collection: type,
      id: existing.id,
      // Its status named, so a record never published stays a draft (publication.ts).
      data: { deletedAt: new Date().toISOString(), ...keptStatus(existing) } as never,
      ...asCaller(ctx),
    })
  } else {
    await ctx.payload.delete({ collection: type, id: existing.id, ...asCaller(ctx) })
  }
  await expireContent(type)
}
