import { type SQL, sql } from 'drizzle-orm'
import type { CollectionSlug, Payload } from 'payload'

import { dialectOf, rawDb } from './raw-db'
import { asCaller, type ServiceContext } from './service-context'

/*
 * One page of a collection, read through its indexes: the filter, order, count, LIMIT and OFFSET
 * run in the database, so a list costs the same at 12 rows and at 100,000. Payload's Local API
 * has no case-insensitive substring that treats % and _ as text and no way to name an index's
 * order, so the page's ids come from SQL here; the records themselves still come from Payload
 * (its access rules and the file URLs it computes), by id; a whole list's from its adapter
 * (readByIds).
 */

export type PageSlice<T> = {
  items: T[]
  page: number
  totalPages: number
  total: number
  /** A title search matched more than TITLE_MATCHES_MAX records: `total` is that bound. */
  more?: boolean
}

/**
 * How far a title search counts, as the site search does (SEARCH_RESULTS_MAX): a common word
 * matches most of a large collection, and counting every match costs the whole table on each
 * visit. Past the bound a search pages through its first TITLE_MATCHES_MAX matches.
 */
export const TITLE_MATCHES_MAX = 1000

export type PageQuery = {
  /** The collection's table (its slug in both adapters). */
  table: string
  where?: SQL
  orderBy: SQL
  page: number
  limit: number
  /** Whether `where` holds a title search (containsText on "judul"). */
  searchesTitle?: boolean
}

/** Rows of a raw query on the site's database. */
export const queryRows = async <T>(payload: Payload, query: SQL): Promise<T[]> =>
  (await rawDb(payload)).all<T>(query)

const isPostgres = (payload: Payload) => dialectOf(payload) === 'postgres'

/**
 * SPEC's title search: a case-insensitive substring, where % and _ are plain characters. On
 * PostgreSQL the ILIKE runs through a pg_trgm index (migration 20261126_024456_scale_indexes); on
 * SQLite, which has no index for a substring, through `<table>_judul_search_idx`, which holds the
 * title with the columns lists filter and sort by: the whole index is read, never the rows with
 * their long texts (see selectPage).
 */
export function containsText(payload: Payload, column: string, text: string): SQL {
  const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
  return isPostgres(payload)
    ? sql`${sql.identifier(column)} ILIKE ${pattern}`
    : sql`${sql.identifier(column)} LIKE ${pattern} ESCAPE '\\'`
}

/** Newest created first: SPEC's order of the API's product and report lists, and the dashboard's. */
export const NEWEST_CREATED_FIRST = sql`"created_at" DESC, "id" DESC`

/** All of the conditions that are set, or undefined when none is. */
export function allOf(...conditions: (SQL | undefined | false | '')[]): SQL | undefined {
  const set = conditions.filter((c): c is SQL => Boolean(c))
  return set.length ? sql.join(set, sql` AND `) : undefined
}

/** The statement that counts a page query's matches: all of them, or a title search's up to
 * one past TITLE_MATCHES_MAX, which stops reading once it has found that many. */
export function countStatement(from: SQL, searchesTitle = false): SQL {
  return searchesTitle
    ? sql`SELECT count(*) AS n FROM (SELECT 1 ${from} LIMIT ${TITLE_MATCHES_MAX + 1}) matches`
    : sql`SELECT count(*) AS n ${from}`
}

/**
 * The statement of one page's ids. A title search's few matches (up to TITLE_MATCHES_MAX) on
 * PostgreSQL are all found through the trigram index and then sorted: OFFSET 0 keeps the planner
 * from walking the list's order index past rows that do not match. Many matches lie thick
 * among the newest rows, so the order index is walked.
 */
export function pageStatement(
  payload: Payload,
  {
    table,
    from,
    orderBy,
    limit,
    offset,
    fewTitleMatches,
  }: {
    table: string
    from: SQL
    orderBy: SQL
    limit: number
    offset: number
    fewTitleMatches: boolean
  },
): SQL {
  const rows =
    fewTitleMatches && isPostgres(payload)
      ? sql`FROM (SELECT * ${from} OFFSET 0) ${sql.identifier(table)}`
      : from
  return sql`SELECT id ${rows} ORDER BY ${orderBy} LIMIT ${limit} OFFSET ${offset}`
}

/** The ids of one page (a page past the end is the last page) and the number of matches. */
export async function selectPage(
  payload: Payload,
  { table, where, orderBy, page, limit, searchesTitle }: PageQuery,
): Promise<{
  ids: number[]
  page: number
  totalPages: number
  total: number
  more?: boolean
}> {
  // Left to itself, SQLite walks the list's order index and reads each row's title from the table
  // until a page is full: for a rare word, every row. Reading the title index instead, then
  // sorting the matches, costs the same for any word.
  const through =
    searchesTitle && !isPostgres(payload)
      ? sql` INDEXED BY ${sql.identifier(`${table}_judul_search_idx`)}`
      : sql``
  const from = sql`FROM ${sql.identifier(table)}${through}${where ? sql` WHERE ${where}` : sql``}`
  const [{ n }] = await queryRows<{ n: number | string }>(
    payload,
    countStatement(from, searchesTitle),
  )
  const more = Boolean(searchesTitle) && Number(n) > TITLE_MATCHES_MAX
  const total = more ? TITLE_MATCHES_MAX : Number(n)
  const totalPages = Math.max(1, Math.ceil(total / limit))
  const current = Math.min(Math.max(1, page), totalPages)
  const offset = (current - 1) * limit
  const statement = pageStatement(payload, {
    table,
    from,
    orderBy,
    // The last page within the bound ends at it, though more match.
    limit: Math.min(limit, total - offset),
    offset,
    fewTitleMatches: Boolean(searchesTitle) && !more,
  })
  const rows = total === 0 ? [] : await queryRows<{ id: number }>(payload, statement)
  return {
    ids: rows.map((row) => Number(row.id)),
    page: current,
    totalPages,
    total,
    ...(more ? { more } : {}),
  }
}

/** The records with these ids, in the ids' order. */
export async function findByIds<C extends CollectionSlug>(
  ctx: ServiceContext,
  collection: C,
  ids: number[],
) {
  if (ids.length === 0) return []
  const { docs } = await ctx.payload.find({
    collection,
    where: { id: { in: ids } },
    pagination: false,
    limit: ids.length,
    depth: 0,
    ...asCaller(ctx),
  })
  return inIdOrder(ids, docs)
}

/** `docs` in the order of `ids` (a read by id answers in its own order); missing ones left out. */
function inIdOrder<D extends { id: number | string }>(ids: number[], docs: D[]): D[] {
  const byId = new Map(docs.map((doc) => [Number(doc.id), doc]))
  return ids.flatMap((id) => byId.get(id) ?? [])
}

/** One page of a collection as DTOs. */
export async function readPage<C extends CollectionSlug, T>(
  ctx: ServiceContext,
  collection: C,
  query: Omit<PageQuery, 'table'>,
  toDto: (doc: Awaited<ReturnType<typeof findByIds<C>>>[number]) => T,
): Promise<PageSlice<T>> {
  const { ids, ...slice } = await selectPage(ctx.payload, { table: collection, ...query })
  return { items: (await findByIds(ctx, collection, ids)).map(toDto), ...slice }
}

/** How many records a whole-list answer reads at a time. */
const STREAM_BATCH = 500

type FieldHook = (args: Record<string, unknown>) => unknown
type HookedField = { name?: string; fields?: HookedField[]; hooks?: { afterRead?: FieldHook[] } }

const afterReadOf = (fields: HookedField[] = []) =>
  fields.find((f) => f.name === 'url')?.hooks?.afterRead ?? []

/**
 * A file collection's URL hooks: its `url` field's and each rendition's own read hooks
 * (Payload's, and the storage plugin's when S3 is on), the one part of Payload's read that a
 * whole list's fields need; null for a collection without files.
 */
function fileUrlHooks(payload: Payload, collection: CollectionSlug) {
  const config = payload.collections[collection].config
  if (!config.upload) return null
  const fields = config.fields as HookedField[]
  const sizes = fields.find((f) => f.name === 'sizes')?.fields ?? []
  return {
    config,
    url: afterReadOf(fields),
    sizes: sizes.map((size) => ({ name: size.name!, url: afterReadOf(size.fields) })),
  }
}

/** Runs the URL hooks on one record the adapter read, as Payload's read would. */
async function withFileUrls(
  payload: Payload,
  hooks: NonNullable<ReturnType<typeof fileUrlHooks>>,
  doc: FileDoc,
) {
  const hooked = async (chain: FieldHook[], value: unknown) => {
    let url = value
    for (const hook of chain)
      url = await hook({
        collection: hooks.config,
        data: doc,
        originalDoc: doc,
        req: { payload },
        value: url,
      })
    return url
  }
  doc.url = await hooked(hooks.url, doc.url)
  for (const size of hooks.sizes) {
    const stored = doc.sizes?.[size.name]
    if (stored) stored.url = await hooked(size.url, stored.url)
  }
  return doc
}

type FileDoc = { id: number | string; url?: unknown; sizes?: Record<string, { url?: unknown }> }

/**
 * Records by id as the adapter reads them, without Payload's other read hooks: a whole list of
 * 100,000 spends most of its time in them, and the fields it answers have none but the URLs.
 * The callers have already chosen only ids the caller may see (tests/int/list-paging.int.spec.ts
 * holds each record equal to its page's, which Payload reads whole).
 */
async function readByIds<C extends CollectionSlug>(
  payload: Payload,
  collection: C,
  ids: number[],
): Promise<Awaited<ReturnType<typeof findByIds<C>>>> {
  const { docs } = await payload.db.find({
    collection,
    where: { id: { in: ids } },
    limit: ids.length,
    pagination: false,
  })
  const ordered = inIdOrder(ids, docs as FileDoc[])
  const hooks = fileUrlHooks(payload, collection)
  if (!hooks) return ordered as never
  return (await Promise.all(ordered.map((doc) => withFileUrls(payload, hooks, doc)))) as never
}

/**
 * A whole collection as one JSON array, read in batches and sent as it is read, so the answer
 * starts at once and no process ever holds the collection: the ids come first (a few bytes a
 * row), then the records, a batch at a time.
 */
export function streamJsonArray<C extends CollectionSlug, T>(
  ctx: ServiceContext,
  collection: C,
  orderBy: SQL,
  toDto: (doc: Awaited<ReturnType<typeof findByIds<C>>>[number]) => T,
  where?: SQL,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder()
  let ids: number[] | null = null
  let next = 0
  return new ReadableStream({
    async pull(controller) {
      if (ids === null) {
        const rows = await queryRows<{ id: number }>(
          ctx.payload,
          sql`SELECT id FROM ${sql.identifier(collection)}${where ? sql` WHERE ${where}` : sql``} ORDER BY ${orderBy}`,
        )
        ids = rows.map((row) => Number(row.id))
        controller.enqueue(encoder.encode('['))
      }
      if (next >= ids.length) {
        controller.enqueue(encoder.encode(']'))
        controller.close()
        return
      }
      const batch = ids.slice(next, next + STREAM_BATCH)
      const docs = (await readByIds(ctx.payload, collection, batch)).map((doc) =>
        JSON.stringify(toDto(doc)),
      )
      controller.enqueue(encoder.encode((next > 0 ? ',' : '') + docs.join(',')))
      next += STREAM_BATCH
    },
  })
}
