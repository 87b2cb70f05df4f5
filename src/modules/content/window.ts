import { type SQL, sql } from 'drizzle-orm'
import type { Payload } from 'payload'

import { allContentTypes, type ContentTypeSlug } from '@/content-types'
import { queryRows } from '@/lib/page-query'
import { repeatJob } from '@/lib/repeat-job'
import { expireWithoutRequest } from '@/modules/site/content-cache'

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

/** The ids of a type's records whose period began or ended in (since, until]. */
async function crossedEdges(
  payload: Payload,
  type: string,
  { start, end }: Window,
  since: Date,
  until: Date,
) {
  const [from, to] = [since.toISOString(), until.toISOString()]
  return queryRows<{ id: number }>(
    payload,
    sql`SELECT "id" FROM ${sql.identifier(type)} WHERE (${column(start)} > ${from} AND ${column(start)} <= ${to}) OR (${column(end)} > ${from} AND ${column(end)} <= ${to})`,
  )
}

/**
 * Looks once for periods that began or ended since the last look: their records are indexed
 * again (in or out of the site search) and the type's cached pages expire. Returns the types
 * that changed.
 */
export async function applyWindowEdges(payload: Payload, since: Date, until: Date) {
  const changed: ContentTypeSlug[] = []
  for (const type of allContentTypes()) {
    const window = type.public?.window
    if (!window) continue
    const rows = await crossedEdges(payload, type.slug, window, since, until)
    if (rows.length === 0) continue
    const { reindexRecord } = await import('@/modules/search/search.index')
    for (const { id } of rows) await reindexRecord(payload, type.slug as ContentTypeSlug, id)
    await expireWithoutRequest(type.slug as ContentTypeSlug)
    changed.push(type.slug as ContentTypeSlug)
  }
  return changed
}

/** Starts the edge job; its first look covers every edge before the start, so a restart misses none. */
export function scheduleWindowEdges(payload: Payload) {
  let since = new Date(0)
  repeatJob(payload, 'Period edges', EDGE_CHECK_MS, async () => {
    const until = new Date()
    await applyWindowEdges(payload, since, until)
    since = until
  })
}
