import { APIError, type CollectionBeforeDeleteHook, type CollectionSlug, type Where } from 'payload'

import { allContentTypes } from '@/content-types'
import type { ContentTypeDefinition, Reference } from '@/content-types/definition'
import { keepsHistory } from '@/modules/history/history.rules'
import { BODY_IMAGES_REFERENCE, richBodiesOf } from '@/modules/richtext/richtext.fields'

/** How many places a refusal names before it says how many more there are. */
const NAMED_MAX = 5

/** A type's references: those it declares, and its bodies' images when it has rich bodies. */
const referencesOf = (type: Pick<ContentTypeDefinition, 'references' | 'collection'>) => [
  ...(type.references ?? []),
  ...(richBodiesOf(type.collection.fields).length ? [BODY_IMAGES_REFERENCE] : []),
]

/** Every declared field, of every type, that points at records of `target`. */
export function referencesTo(target: string) {
  return allContentTypes().flatMap((type) =>
    referencesOf(type)
      .filter((ref) => ref.to === target)
      .map((ref) => ({ type, ref })),
  )
}

/** One record that points at another, as a refusal names it. */
export type Use = { type: string; title: string; field: string }

const titleOf = (doc: Record<string, unknown>, field: string) =>
  typeof doc[field] === 'string' && doc[field] ? String(doc[field]) : `#${String(doc.id)}`

/**
 * The records that point at the record `id` of `target` through a declared reference, at most
 * NAMED_MAX + 1 of them (enough to name some and say there are more). A hasMany field matches
 * when any of its ids is this one.
 */
export async function whereUsed(
  req: Parameters<CollectionBeforeDeleteHook>[0]['req'],
  target: string,
  id: number | string,
): Promise<Use[]> {
  const uses: Use[] = []
  for (const { type, ref } of referencesTo(target)) {
    if (uses.length > NAMED_MAX) break
    const titleField = String(type.collection.admin?.useAsTitle ?? 'id')
    const where: Where = { [ref.field]: { equals: id } }
    const { docs } = await req.payload.find({
      collection: type.slug as CollectionSlug,
      where,
      limit: NAMED_MAX + 1 - uses.length,
      pagination: false,
      depth: 0,
      overrideAccess: true,
      // Drafts and trashed records still point at it: they may come back.
      trash: true,
      req,
    })
    const found = docs as unknown as Record<string, unknown>[]
    // A draft saved over a published record lives in its latest version only.
    if (keepsHistory(type) && found.length <= NAMED_MAX) {
      const drafts = await req.payload.findVersions({
        collection: type.slug as CollectionSlug,
        where: {
          and: [{ latest: { equals: true } }, { [`version.${ref.field}`]: { equals: id } }],
        },
        limit: NAMED_MAX + 1,
        pagination: false,
        depth: 0,
        overrideAccess: true,
        trash: true,
        req,
      })
      const known = new Set(found.map((doc) => doc.id))
      for (const { parent, version } of drafts.docs as unknown as {
        parent: unknown
        version: Record<string, unknown>
      }[]) {
        const parentId =
          typeof parent === 'object' && parent ? (parent as { id: unknown }).id : parent
        if (!known.has(parentId)) found.push({ ...version, id: parentId })
      }
    }
    for (const doc of found.slice(0, NAMED_MAX + 1 - uses.length)) {
      uses.push({ type: type.labels.singular, title: titleOf(doc, titleField), field: ref.label })
    }
  }
  return uses
}

/** The refusal's text: what cannot be deleted and where it is still used. */
export function inUseMessage(what: string, uses: Use[]): string {
  const named = uses
    .slice(0, NAMED_MAX)
    .map((use) => `${use.type} “${use.title}” (${use.field})`)
    .join('; ')
  const more = uses.length > NAMED_MAX ? ', dan lainnya' : ''
  return `${what} tidak dapat dihapus karena masih dipakai di: ${named}${more}.`
}

/**
 * Refuses (409) to delete a record that a declared reference still points at, naming where: the
 * same rule for /api, /admin and /cms, since it runs inside Payload's delete.
 */
export const refuseDeleteWhenUsed =
  (target: string, what: string): CollectionBeforeDeleteHook =>
  async ({ id, req }) => {
    const uses = await whereUsed(req, target, id)
    // Public: /cms shows the message as it is.
    if (uses.length) throw new APIError(inUseMessage(what, uses), 409, null, true)
  }

export type { Reference }
