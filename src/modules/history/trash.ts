import type { Payload } from 'payload'

import { CONTENT_TYPE_SLUGS, contentType, type ContentTypeSlug } from '@/content-types'
import { expireContent } from '@/modules/content/content-cache'
import { notFound } from '@/lib/errors'
import { parseIdOrThrow } from '@/lib/ids'
import { asCaller, type ServiceContext } from '@/lib/service-context'
import { repeatJob } from '@/lib/repeat-job'
import { keptStatus } from '@/modules/content/publication'

import { keepsHistory, SAVED_BY_FIELD, TRASH_DAYS, TRASH_TEXTS } from './history.rules'

/*
 * The trash: SPEC's delete sets a record's deletedAt (content.service.ts deleteRecord), which
 * every read leaves out; from here it is restored, deleted for good by hand, or purged with its
 * files once TRASH_DAYS have passed. Payload's own trash, so /cms shows the same.
 */

const DAY_MS = 24 * 60 * 60 * 1000
/** How often each instance looks for records past their days in the trash. */
const PURGE_EVERY_MS = 60 * 60 * 1000

/** A record in the trash, as the Sampah screen lists it. */
export type TrashedRecord = {
  id: string
  judul: string
  deletedAt: string
  deletedBy: string | null
  /** When the purge job deletes it for good. */
  purgeAt: string
}

/** The types with a trash (the public ones). */
export const typeHasTrash = (type: ContentTypeSlug) => keepsHistory(contentType(type))

export const purgeDateOf = (deletedAt: string) =>
  new Date(Date.parse(deletedAt) + TRASH_DAYS * DAY_MS).toISOString()

/** The records of a type in the trash, newest deletion first. */
export async function listTrash(ctx: ServiceContext, type: ContentTypeSlug, page = 1, limit = 20) {
  const result = await ctx.payload.find({
    collection: type,
    trash: true,
    where: { deletedAt: { exists: true } },
    sort: '-deletedAt',
    page,
    limit,
    depth: 0,
    ...asCaller(ctx),
  })
  const items: TrashedRecord[] = result.docs.map((doc) => {
    const record = doc as unknown as Record<string, unknown>
    const deletedAt = String(record.deletedAt)
    return {
      id: String(record.id),
      judul: String(record.judul ?? record.id),
      deletedAt,
      deletedBy: (record[SAVED_BY_FIELD] as string | null) ?? null,
      purgeAt: purgeDateOf(deletedAt),
    }
  })
  return { items, page: result.page ?? 1, totalPages: result.totalPages, total: result.totalDocs }
}

/** The record with this id if it is in the trash; else 404. */
async function trashedOrThrow(ctx: ServiceContext, type: ContentTypeSlug, id: string) {
  const doc = await ctx.payload.findByID({
    collection: type,
    id: parseIdOrThrow(id, TRASH_TEXTS.notInTrash),
    trash: true,
    depth: 0,
    disableErrors: true,
    ...asCaller(ctx),
  })
  if (!doc || !(doc as { deletedAt?: string | null }).deletedAt)
    throw notFound(TRASH_TEXTS.notInTrash)
  return doc
}

/** Takes a record out of the trash: public again at once, with its files and its slug. */
export async function restoreFromTrash(ctx: ServiceContext, type: ContentTypeSlug, id: string) {
  const doc = await trashedOrThrow(ctx, type, id)
  await ctx.payload.update({
    collection: type,
    id: doc.id,
    data: { deletedAt: null, ...keptStatus(doc as unknown as Record<string, unknown>) } as never,
    trash: true,
    ...asCaller(ctx),
  })
  await expireContent(type)
}

/** Deletes a record in the trash for good, with its files and its versions. */
export async function purgeRecord(ctx: ServiceContext, type: ContentTypeSlug, id: string) {
  const doc = await trashedOrThrow(ctx, type, id)
  await ctx.payload.delete({ collection: type, id: doc.id, trash: true, ...asCaller(ctx) })
}

/**
 * Deletes, with their files and versions, the records that have been in the trash for
 * TRASH_DAYS. Returns how many went. Two instances at once each delete what they find still
 * there (Payload's bulk delete skips what is gone).
 */
export async function purgeExpiredTrash(payload: Payload, now = new Date()) {
  const cutoff = new Date(now.getTime() - TRASH_DAYS * DAY_MS).toISOString()
  let purged = 0
  for (const type of CONTENT_TYPE_SLUGS.filter(typeHasTrash)) {
    // A maintenance job with no user: Payload's delete, so its hooks remove the search row and
    // the files, as a delete by hand does.
    const { docs } = await payload.delete({
      collection: type,
      where: { deletedAt: { less_than: cutoff } },
      trash: true,
      depth: 0,
      overrideAccess: true,
    })
    purged += docs.length
  }
  if (purged) payload.logger.info(`Trash purge removed ${purged} record(s)`)
  return purged
}

/** Purges once now and then every hour. */
export const scheduleTrashPurge = (payload: Payload) =>
  repeatJob(payload, 'Trash purge', PURGE_EVERY_MS, () => purgeExpiredTrash(payload))
