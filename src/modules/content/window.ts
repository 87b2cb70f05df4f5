import { type SQL, sql } from 'drizzle-orm'
import type { Payload } from 'payload'

import { allContentTypes, type ContentTypeSlug } from '@/content-types'
import { queryRows } from '@/lib/page-query'
import { repeatJob } from '@/lib/repeat-job'
import { CACHED_READ_MAX_SECONDS, expireWithoutRequest } from '@/lib/content-cache'

/*
 * A type with a period (content-types, `public.window`) shows a record only between its start
 * and end. Reads filter by the clock; this job makes the caches and the site search agree
 * within EDGE_CHECK_MS of each start and end, without a save, on every instance.
 */

/** How often each instance looks for periods that began or ended. */
export const EDGE_CHECK_MS = 15_000

type Window = { start: string; end: string }

const column = (field: string) =>
  sql.identifier(field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`))

/** The rows whose period holds `now`, as a WHERE condition. */
export const withinWindow = ({ start, end }: Window, now: Date): SQL =>
  sql`${column(start)} <= ${now.toISOString()} AND ${column(end)} > ${now.toISOString()}`

/** Whether a record's period holds `now`. */
export const isWithinWindow = ({ start, end }: Window, doc: Record<string, unknown>, now: Date) =>
  Date.parse(String(doc[start])) <= now.getTime() && Date.parse(String(doc[end])) > now.getTime()

/** A type's records whose period began or ended in (since, until], with their last edge. */
async function crossedEdges(
  payload: Payload,
  type: string,
  { start, end }: Window,
  since: Date,
  until: Date,
) {
  const [from, to] = [since.toISOString(), until.toISOString()]
  const rows = await queryRows<{ id: number; start: string | Date; end: string | Date }>(
    payload,
    sql`SELECT "id", ${column(start)} AS "start", ${column(end)} AS "end" FROM ${sql.identifier(type)} WHERE (${column(start)} > ${from} AND ${column(start)} <= ${to}) OR (${column(end)} > ${from} AND ${column(end)} <= ${to})`,
  )
  const passed = (edge: string | Date) => new Date(edge).getTime() <= until.getTime()
  return rows.map(({ id, start: begun, end: ended }) => ({
    id,
    edge: new Date(passed(ended) ? ended : begun),
  }))
}

/**
 * Looks once for periods that began or ended in (since, until]: their records are indexed again
 * (in or out of the site search), and the type's cached pages expire when an edge came after
 * `expireAfter` (before it, no cache can still hold the page). Returns the types that expired.
 */
export async function applyWindowEdges(
  payload: Payload,
  since: Date,
  until: Date,
  expireAfter = since,
) {
  const changed: ContentTypeSlug[] = []
  for (const type of allContentTypes()) {
    const window = type.public?.window
    if (!window) continue
    const rows = await crossedEdges(payload, type.slug, window, since, until)
    if (rows.length === 0) continue
    const { reindexRecord } = await import('@/modules/search/search.index')
    for (const { id } of rows) await reindexRecord(payload, type.slug as ContentTypeSlug, id)
    if (!rows.some(({ edge }) => edge > expireAfter)) continue
    await expireWithoutRequest(type.slug as ContentTypeSlug)
    changed.push(type.slug as ContentTypeSlug)
  }
  return changed
}

/**
 * Starts the edge job. Its first look re-indexes every record whose period began or ended while
 * no instance ran, and expires the caches only for an edge recent enough to be cached still, so a
 * start does not empty every instance's cache for an old promo.
 */
export function scheduleWindowEdges(payload: Payload) {
  let since = new Date(0)
  let expireAfter = new Date(Date.now() - CACHED_READ_MAX_SECONDS * 1000)
  repeatJob(payload, 'Period edges', EDGE_CHECK_MS, async () => {
    const until = new Date()
    await applyWindowEdges(payload, since, until, expireAfter)
    since = until
    expireAfter = until
  })
}
