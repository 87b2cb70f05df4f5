import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
  Payload,
  PayloadRequest,
} from 'payload'

import { allContentTypes, contentType, type ContentTypeSlug } from '@/content-types'
import { isWithinWindow } from '@/modules/content/window'
import type { SiteSetting } from '@/payload-types'

import { profilDocs } from './search.documents'
import { searchStore } from './search.service'
import type { SearchDoc } from './search.types'

/*
 * The index follows every write of the searched content, from the services, /cms and /cms-api
 * alike: Payload's hooks run in the write's own transaction (the `req`), so on PostgreSQL a
 * change and its index row commit or roll back together. Seeds and tests that skip the cache
 * expiry (`context.disableRevalidate`) still update the index: it is content, not cache.
 */

/** The record's row, or null for a type that is never public or not searched (pengajuan). */
function toSearchDoc(collection: ContentTypeSlug, doc: Record<string, unknown>): SearchDoc | null {
  const { public: site, search } = contentType(collection)
  return site && search ? { kind: collection, ...search.doc(doc) } : null
}

/** A record in the trash, or outside its period (content-types, `public.window`), is not in the search. */
const isPublicNow = (collection: ContentTypeSlug, doc: Record<string, unknown>) => {
  const window = contentType(collection).public?.window
  return !doc.deletedAt && (!window || isWithinWindow(window, doc, new Date()))
}

/** Puts a record in the index or takes it out, as its period says now (modules/content/window.ts). */
export async function reindexRecord(payload: Payload, collection: ContentTypeSlug, id: number) {
  const store = await searchStore(payload)
  const doc = await payload.findByID({
    collection,
    id,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  const row = doc && isPublicNow(collection, doc as never) && toSearchDoc(collection, doc as never)
  if (row) await store.put(row)
  else await store.remove(collection, String(id))
}

/** afterChange and afterDelete of a searched collection. */
export function indexCollection(
  collection: ContentTypeSlug,
): CollectionAfterChangeHook & CollectionAfterDeleteHook {
  return async (args) => {
    const store = await searchStore(args.req.payload, args.req)
    const row =
      'operation' in args && isPublicNow(collection, args.doc) && toSearchDoc(collection, args.doc)
    if (row) await store.put(row)
    else await store.remove(collection, String('id' in args ? args.id : args.doc.id))
    return args.doc
  }
}

/** afterChange of the site settings: the profile pages. */
export const indexSiteSettings: GlobalAfterChangeHook = async ({ doc, req }) => {
  const store = await searchStore(req.payload, req)
  for (const page of profilDocs(doc as SiteSetting)) await store.put(page)
  return doc
}

/** Records read at a time while the index is filled. */
const BATCH = 500

/**
 * Fills the index from the records (the migrations that create and reshape it), a batch at a
 * time through `req` (a migration's transaction), so no collection is ever held whole.
 */
export async function buildSearchIndex(payload: Payload, req?: Partial<PayloadRequest>) {
  const store = await searchStore(payload, req)
  for (const { slug, public: site, search } of allContentTypes()) {
    if (!site || !search) continue
    const collection = slug as ContentTypeSlug
    for (let page = 1, more = true; more; page++) {
      const batch = await payload.find({
        collection,
        page,
        limit: BATCH,
        sort: 'id',
        depth: 0,
        overrideAccess: true,
        req,
      })
      for (const doc of batch.docs)
        await store.put({
          kind: collection,
          ...search.doc(doc as unknown as Record<string, unknown>),
        })
      more = batch.hasNextPage
    }
  }
  const site = await payload.findGlobal({
    slug: 'site-settings',
    depth: 0,
    overrideAccess: true,
    req,
  })
  // A database whose settings were never filled has no profile pages yet.
  if (site.namaBank) for (const doc of profilDocs(site)) await store.put(doc)
}
