import { type SQL, sql } from 'drizzle-orm'
import type { Where } from 'payload'

import { contentType, type ContentTypeSlug } from '@/content-types'
import { type PublicationStatus, SCHEDULE } from '@/content-types/publication'
import { allOf } from '@/lib/page-query'

export type Window = { start: string; end: string }

/** Payload's column of a field: camelCase in snake_case. */
export const column = (field: string) =>
  sql.identifier(field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`))

/*
 * The one rule of what a visitor sees of a public type: a published record (never a draft, never
 * one in the trash: visibleTo in content.service.ts adds the trash to raw reads), inside its schedule (content-types/publication.ts) and inside its type's period (a promo's).
 * Written three ways for the three ways records are read: SQL for the list queries, a Payload
 * `Where` for its read access (/cms-api, the Local API as a visitor), and a test of one record
 * (the search index). The edge job (window.ts) makes caches and search follow it without a save.
 */

/** The windows a type's records are public in: the schedule, and its period when it has one. */
export const windowsOf = (type: ContentTypeSlug): Window[] => {
  const period = contentType(type).public?.window
  return period ? [SCHEDULE, period] : [SCHEDULE]
}

const PUBLISHED = sql`"_status" = 'published'`

/** A schedule's side is open when not set; a period's is always set. */
const sqlWithin = ({ start, end }: Window, now: string): SQL =>
  sql`(${column(start)} IS NULL OR ${column(start)} <= ${now}) AND (${column(end)} IS NULL OR ${column(end)} > ${now})`

/** The rows of `type` a visitor sees at `now`, as a WHERE condition. */
export const publicNow = (type: ContentTypeSlug, now: Date): SQL =>
  allOf(PUBLISHED, ...windowsOf(type).map((w) => sqlWithin(w, now.toISOString())))!

/** The same rule as Payload's read access of a visitor. */
export function publicWhere(type: ContentTypeSlug, now: Date): Where {
  const at = now.toISOString()
  return {
    and: [
      { _status: { equals: 'published' } },
      // Payload leaves the trash out of a read unless asked (?trash=true); a visitor never sees it.
      { deletedAt: { exists: false } },
      ...windowsOf(type).flatMap(({ start, end }) => [
        { or: [{ [start]: { exists: false } }, { [start]: { less_than_equal: at } }] },
        { or: [{ [end]: { exists: false } }, { [end]: { greater_than: at } }] },
      ]),
    ],
  }
}

/** Whether one record (its main row) is public at `now`. */
export function isPublicNow(type: ContentTypeSlug, doc: Record<string, unknown>, now: Date) {
  if (doc._status !== 'published' || doc.deletedAt) return false
  const time = (field: string) => (doc[field] ? Date.parse(String(doc[field])) : null)
  return windowsOf(type).every(({ start, end }) => {
    const [from, until] = [time(start), time(end)]
    return (from === null || from <= now.getTime()) && (until === null || until > now.getTime())
  })
}

/** The records in one state of the admin's `status` filter (statusOf), as a WHERE condition. */
export function inStatus(status: PublicationStatus, now: Date): SQL {
  const at = now.toISOString()
  const [start, end] = [column(SCHEDULE.start), column(SCHEDULE.end)]
  switch (status) {
    case 'draf':
      return sql`"_status" = 'draft'`
    case 'ditarik':
      return sql`${PUBLISHED} AND ${end} <= ${at}`
    case 'terjadwal':
      return sql`${PUBLISHED} AND ${start} > ${at} AND (${end} IS NULL OR ${end} > ${at})`
    case 'terbit':
      return sql`${PUBLISHED} AND ${sqlWithin(SCHEDULE, at)}`
  }
}
