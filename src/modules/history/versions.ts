import type { TypeWithVersion } from 'payload'

import { contentType, type ContentTypeSlug } from '@/content-types'
import type { FormFieldSpec } from '@/content-types/form-fields'
import { hasGenericScreens } from '@/content-types/definition'
import { expireContent } from '@/modules/content/content-cache'
import { notFound } from '@/lib/errors'
import { formatTanggal, formatTanggalJam } from '@/lib/format'
import { parseIdOrThrow } from '@/lib/ids'
import { restoreVersionAsDraft } from '@/lib/payload-internals'
import { asCaller, type ServiceContext } from '@/lib/service-context'

import { HISTORY_TEXTS, SAVED_BY_FIELD, VERSIONS_KEPT } from './history.rules'

/*
 * A record's versions (Payload's, kept by every save: collectionFor in
 * collections/content-collection.ts), read, compared field by field and restored. /cms shows the
 * same versions in Payload's own panel.
 */

type Doc = Record<string, unknown>

/** One version in a record's history. */
export type VersionEntry = {
  id: string
  /** When it was saved. */
  at: string
  /** Who saved it: the audit trail's username, or null for the start-up's own writes. */
  by: string | null
  /** Whether it is the newest save. */
  latest: boolean
  /** A draft's version (types with drafts), which was never public as it is. */
  draft: boolean
}

/** One field of a comparison: its label and its value in each version, as text. */
export type FieldChange = { name: string; label: string; before: string; after: string }

/** Whether drafts exist (Payload's versions.drafts), so a restore may be kept as a draft. */
export const hasDrafts = (ctx: ServiceContext, type: ContentTypeSlug) =>
  Boolean(ctx.payload.collections[type].config.versions?.drafts)

/** Every version of a record kept (up to VERSIONS_KEPT), newest first. */
export async function listVersions(
  ctx: ServiceContext,
  type: ContentTypeSlug,
  id: string,
): Promise<VersionEntry[]> {
  const parent = parseIdOrThrow(id, contentType(type).messages.notFound)
  const { docs } = await ctx.payload.findVersions({
    collection: type,
    where: { parent: { equals: parent } },
    sort: '-updatedAt',
    limit: VERSIONS_KEPT,
    depth: 0,
    ...asCaller(ctx),
  })
  return docs.map((doc, i) => {
    const version = doc.version as unknown as Doc
    return {
      id: String(doc.id),
      at: String(doc.updatedAt),
      by: (version[SAVED_BY_FIELD] as string | null | undefined) ?? null,
      latest: i === 0,
      draft: version._status === 'draft',
    }
  })
}

/** One version of a record (of that record, never another's), or 404. */
async function versionOf(
  ctx: ServiceContext,
  type: ContentTypeSlug,
  id: string,
  versionId: string,
) {
  const found = (await ctx.payload
    .findVersionByID({
      collection: type,
      id: String(parseIdOrThrow(versionId, HISTORY_TEXTS.versionNotFound)),
      depth: 0,
      ...asCaller(ctx),
    })
    .catch(() => null)) as TypeWithVersion<Doc> | null
  if (!found || String(found.parent) !== id) throw notFound(HISTORY_TEXTS.versionNotFound)
  return found
}

/** The form's fields of a type, with their labels (the generic screens' or the API's). */
function labelledFields(type: ContentTypeSlug): FormFieldSpec[] {
  const definition = contentType(type)
  const admin = definition.admin
  return (hasGenericScreens(admin) ? admin.form.fields : undefined) ?? definition.form?.fields ?? []
}

const textOf = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '—'
  if (Array.isArray(value))
    return value
      .map((item) =>
        item && typeof item === 'object'
          ? Object.entries(item)
              .filter(([key]) => key !== 'id')
              .map(([, inner]) => textOf(inner))
              .join(' · ')
          : textOf(item),
      )
      .join('\n')
  if (typeof value === 'object') return JSON.stringify(value)
  return String(value)
}

/**
 * What differs between two versions of a record, field by field in the form's order, labelled
 * as the form labels them; the file counts as one field.
 */
export async function compareVersions(
  ctx: ServiceContext,
  type: ContentTypeSlug,
  id: string,
  olderId: string,
  newerId: string,
): Promise<FieldChange[]> {
  const [older, newer] = await Promise.all([
    versionOf(ctx, type, id, olderId),
    versionOf(ctx, type, id, newerId),
  ])
  const [a, b] = [older.version, newer.version]
  const fields = labelledFields(type).map(({ name, label, kind }) => ({ name, label, kind }))
  const rows = [...fields, { name: 'filename', label: HISTORY_TEXTS.fileField, kind: 'text' }]
  return rows.flatMap(({ name, label, kind }) => {
    // Dates as the form shows them, not as they are stored.
    const show = (value: unknown) =>
      value && kind === 'date'
        ? formatTanggal(String(value))
        : value && kind === 'datetime'
          ? formatTanggalJam(String(value))
          : textOf(value)
    const [before, after] = [show(a[name]), show(b[name])]
    return before === after ? [] : [{ name, label, before, after }]
  })
}

/**
 * Makes a version the record's content again, as a new save (so it is a version of its own, in
 * the audit trail, the search and the caches like any edit). The record's current file stays:
 * a replaced file is removed when it is replaced. As a draft when the type has drafts and it
 * is asked; else published.
 */
export async function restoreVersion(
  ctx: ServiceContext,
  type: ContentTypeSlug,
  id: string,
  versionId: string,
  { asDraft = false }: { asDraft?: boolean } = {},
) {
  const version = await versionOf(ctx, type, id, versionId)
  const user = asDraft && hasDrafts(ctx, type) ? ctx.user : null
  const restored = user
    ? await restoreVersionAsDraft(ctx.payload, type, String(version.id), user)
    : await ctx.payload.restoreVersion({
        collection: type,
        id: String(version.id),
        depth: 0,
        ...asCaller(ctx),
      })
  // Payload restores a draft's version as a draft; asked to publish, it is published now.
  if (!user && (restored as { _status?: string })._status === 'draft') {
    await ctx.payload.update({
      collection: type,
      id: restored.id,
      data: { _status: 'published' } as never,
      depth: 0,
      ...asCaller(ctx),
    })
  }
  await expireContent(type)
}
