import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
  Payload,
  PayloadRequest,
} from 'payload'

import type { Laporan, News, Produk, SiteSetting } from '@/payload-types'

import { laporanDoc, newsDoc, produkDoc, profilDocs } from './search.documents'
import { searchStore } from './search.service'
import type { SearchDoc } from './search.types'

/*
 * The index follows every write of the searched content, from the services, /cms and /cms-api
 * alike: Payload's hooks run in the write's own transaction (the `req`), so on PostgreSQL a
 * change and its index row commit or roll back together. Seeds and tests that skip the cache
 * expiry (`context.disableRevalidate`) still update the index: it is content, not cache.
 */

const TO_DOC = {
  produk: (doc: unknown) => produkDoc(doc as Produk),
  news: (doc: unknown) => newsDoc(doc as News),
  laporan: (doc: unknown) => laporanDoc(doc as Laporan),
}
type IndexedCollection = keyof typeof TO_DOC

/** afterChange and afterDelete of a searched collection. */
export function indexCollection(
  collection: IndexedCollection,
): CollectionAfterChangeHook & CollectionAfterDeleteHook {
  return async (args) => {
    const store = await searchStore(args.req.payload, args.req)
    if ('operation' in args) await store.put(TO_DOC[collection](args.doc))
    else await store.remove(collection, String(args.id))
    return args.doc
  }
}

/** afterChange of the site settings: the profile pages. */
export const indexSiteSettings: GlobalAfterChangeHook = async ({ doc, req }) => {
  const store = await searchStore(req.payload, req)
  for (const page of profilDocs(doc as SiteSetting)) await store.put(page)
  return doc
}

/** Every searched page as it stands now, read through `req` (a migration's transaction). */
async function currentDocs(payload: Payload, req?: Partial<PayloadRequest>): Promise<SearchDoc[]> {
  const read = { pagination: false, depth: 0, overrideAccess: true, req } as const
  const [produk, news, laporan, site] = await Promise.all([
    payload.find({ collection: 'produk', ...read }),
    payload.find({ collection: 'news', ...read }),
    payload.find({ collection: 'laporan', ...read }),
    payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true, req }),
  ])
  return [
    ...produk.docs.map(produkDoc),
    ...news.docs.map(newsDoc),
    ...laporan.docs.map(laporanDoc),
    // A database whose settings were never filled has no profile pages yet.
    ...(site.namaBank ? profilDocs(site) : []),
  ]
}

/** Fills the index from the records (the migration that creates it, and the bench). */
export async function buildSearchIndex(payload: Payload, req?: Partial<PayloadRequest>) {
  const store = await searchStore(payload, req)
  for (const doc of await currentDocs(payload, req)) await store.put(doc)
}
