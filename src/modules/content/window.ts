import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'

import { type ContentTypeSlug, PUBLIC_TYPE_SLUGS } from '@/content-types'
import { queryRows } from '@/lib/page-query'
import { rawDb } from '@/lib/raw-db'
import { repeatJob } from '@/lib/repeat-job'
import { CACHED_READ_MAX_SECONDS, expireWithoutRequest } from '@/modules/content/content-cache'
import { reindexRecord } from '@/modules/search/search.index'

import { column, type Window, windowsOf } from './visibility'

/*
 * A record is public only inside its windows (modules/content/visibility.ts): its schedule
 * ('Terbitkan pada' to 'Tarik pada') and its type's period (a promo's). Reads filter by the
 * clock; this job makes the caches and the site search agree within EDGE_CHECK_MS of each start
 * and end, without a save or a visit, on every instance.
 *
 * Once across instances: each passed edge is claimed by inserting its row in `edge_claims`
 * (unique on type, record and edge), and only the instance whose insert wins re-indexes the
 * record. A claim in the database rather than Payload's jobs queue, because every instance must
 * look anyway (a cache in its own memory, without REDIS_URL, is expired by no one else), the look
 * is one indexed range read per window, and the claim is one statement either database settles
 * alone; the rows outlive a restart, so an edge passed while nothing ran is acted on once.
 */

/** How often each instance looks for windows that opened or closed. */
export const EDGE_CHECK_MS = 15_000

type Edge = { type: ContentTypeSlug; id: number; edge: Date }

/** A type's records one of whose windows opened or closed in (since, until], with that edge. */
async function crossedEdges(
  payload: Payload,
  type: ContentTypeSlug,
  { start, end }: Window,
  since: Date,
  until: Date,
): Promise<Edge[]> {
  const [from, to] = [since.toISOString(), until.toISOString()]
  // An edge before the record's last save was applied by that save's own hooks.
  const side = (field: string) =>
    queryRows<{ id: number; edge: string | Date }>(
      payload,
      sql`SELECT "id", ${column(field)} AS "edge" FROM ${sql.identifier(type)} WHERE ${column(field)} > ${from} AND ${column(field)} <= ${to} AND ${column(field)} > "updated_at"`,
    )
  const rows = [...(await side(start)), ...(await side(end))]
  return rows.map(({ id, edge }) => ({ type, id: Number(id), edge: new Date(edge) }))
}

/** Claims an edge for this instance; false when another instance (or an earlier look) has it. */
async function claim(payload: Payload, { type, id, edge }: Edge): Promise<boolean> {
  const now = new Date().toISOString()
  const rows = await (
    await rawDb(payload)
  ).all<{ id: number }>(
    sql`INSERT INTO "edge_claims" ("kind", "record", "edge", "updated_at", "created_at") VALUES (${type}, ${id}, ${edge.toISOString()}, ${now}, ${now}) ON CONFLICT DO NOTHING RETURNING "id"`,
  )
  return rows.length > 0
}

/** Claims older than this are forgotten: the first look after a start reaches back no further. */
const CLAIMS_KEPT_MS = 30 * 24 * 3_600_000

/**
 * Looks once for windows that opened or closed in (since, until]: the records whose edge this
 * instance claims are indexed again (in or out of the site search), and the type's cached pages
 * expire when an edge came after `expireAfter` (before it, no cache can still hold the page) and
 * the cache is this instance's own or this instance claimed the edge. Returns the types expired
 * and the records this instance claimed.
 */
export async function applyEdges(
  payload: Payload,
  since: Date,
  until: Date,
  expireAfter = since,
  sharedCache = Boolean(process.env.REDIS_URL),
) {
  const expired: ContentTypeSlug[] = []
  const claimed: Edge[] = []
  for (const type of PUBLIC_TYPE_SLUGS) {
    let expire = false
    for (const window of windowsOf(type)) {
      for (const edge of await crossedEdges(payload, type, window, since, until)) {
        const mine = await claim(payload, edge)
        if (mine) {
          claimed.push(edge)
          await reindexRecord(payload, type, edge.id)
        }
        if (edge.edge > expireAfter && (mine || !sharedCache)) expire = true
      }
    }
    if (!expire) continue
    await expireWithoutRequest(type)
    expired.push(type)
  }
  const forgotten = new Date(until.getTime() - CLAIMS_KEPT_MS).toISOString()
  await (await rawDb(payload)).run(sql`DELETE FROM "edge_claims" WHERE "edge" < ${forgotten}`)
  return { expired, claimed }
}

/** The types whose caches a look expired (the promo tests' view of applyEdges). */
export const applyWindowEdges = async (payload: Payload, since: Date, until: Date) =>
  (await applyEdges(payload, since, until)).expired

/**
 * Starts the edge job. Its first look reaches back as far as claims are kept, so an edge that
 * passed while no instance ran is acted on (once: the claims remember the others), and expires
 * the caches only for an edge recent enough to be cached still, so a start does not empty every
 * instance's cache for an old promo.
 */
export function scheduleWindowEdges(payload: Payload) {
  let since = new Date(Date.now() - CLAIMS_KEPT_MS)
  let expireAfter = new Date(Date.now() - CACHED_READ_MAX_SECONDS * 1000)
  repeatJob(payload, 'Schedule and period edges', EDGE_CHECK_MS, async () => {
    const until = new Date()
    await applyEdges(payload, since, until, expireAfter)
    since = until
    expireAfter = until
  })
}
