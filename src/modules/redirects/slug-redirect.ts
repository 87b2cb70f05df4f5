import type { CollectionAfterChangeHook } from 'payload'

import { contentType } from '@/content-types'

import { REDIRECT_TARGET_TYPES } from './redirects.rules'

type TargetType = (typeof REDIRECT_TARGET_TYPES)[number]
type Doc = { id: number; slug?: string | null; _status?: string | null }

export const redirectsOnSlugChange = (type: string): type is TargetType =>
  (REDIRECT_TARGET_TYPES as readonly string[]).includes(type)

/**
 * A record's page keeps its old address: when a published record's slug changes, a 301 from the
 * old page to the record (following its slug from then on) is made in the same write. A redirect
 * from the record's own page now is removed, as the page exists again (a slug changed back).
 */
export function slugRedirect(type: TargetType): CollectionAfterChangeHook<Doc> {
  const prefix = contentType(type).public?.itemPrefix ?? `/${type}/`
  return async ({ doc, previousDoc, operation, req }) => {
    if (!doc.slug || doc._status === 'draft') return doc
    const options = { req, overrideAccess: true, context: req.context } as const
    await req.payload.delete({
      collection: 'pengalihan',
      where: { dari: { equals: `${prefix}${doc.slug}` } },
      ...options,
    })
    const old = previousDoc?.slug
    if (operation !== 'update' || !old || old === doc.slug || previousDoc._status !== 'published')
      return doc
    const dari = `${prefix}${old}`
    const existing = await req.payload.count({
      collection: 'pengalihan',
      where: { dari: { equals: dari } },
      req,
    })
    if (existing.totalDocs === 0) {
      await req.payload.create({
        collection: 'pengalihan',
        data: { dari, rekaman: { relationTo: type, value: doc.id }, kode: '301', sumber: 'slug' },
        ...options,
      })
    }
    return doc
  }
}
