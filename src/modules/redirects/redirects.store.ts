import type { Payload, PayloadRequest } from 'payload'

import { contentType } from '@/content-types'
import type { Pengalihan } from '@/payload-types'

import type { RedirectRule } from './redirects.match'
import { REDIRECT_TARGET_TYPES } from './redirects.rules'

type TargetType = (typeof REDIRECT_TARGET_TYPES)[number]
type Target = NonNullable<Pengalihan['rekaman']>

const idOf = (target: Target) =>
  typeof target.value === 'object' ? target.value.id : (target.value as number)

/** The current page of each record a redirect points at, by `type:id`; a missing record has none. */
async function recordPaths(
  payload: Payload,
  targets: Target[],
  req?: PayloadRequest,
): Promise<Map<string, string>> {
  const paths = new Map<string, string>()
  for (const type of REDIRECT_TARGET_TYPES) {
    const ids = targets.filter((t) => t.relationTo === type).map(idOf)
    if (ids.length === 0) continue
    const { docs } = await payload.find({
      collection: type,
      where: { id: { in: ids } },
      select: { slug: true },
      limit: 0,
      pagination: false,
      depth: 0,
      req,
    })
    const prefix = contentType(type).public?.itemPrefix ?? `/${type}/`
    for (const doc of docs) if (doc.slug) paths.set(`${type}:${doc.id}`, `${prefix}${doc.slug}`)
  }
  return paths
}

/** The page a record's redirect leads to now (its slug may have changed since), or null. */
export async function recordPath(
  payload: Payload,
  type: TargetType,
  id: number | string,
  req?: PayloadRequest,
): Promise<string | null> {
  const paths = await recordPaths(payload, [{ relationTo: type, value: Number(id) } as Target], req)
  return paths.get(`${type}:${id}`) ?? null
}

/** Every redirect with where it leads now; those whose record is gone are left out. */
export async function loadRedirectRules(
  payload: Payload,
  options: { exceptId?: number | string; req?: PayloadRequest } = {},
): Promise<RedirectRule[]> {
  const { docs } = await payload.find({
    collection: 'pengalihan',
    limit: 0,
    pagination: false,
    depth: 0,
    req: options.req,
    ...(options.exceptId !== undefined && { where: { id: { not_equals: options.exceptId } } }),
  })
  const paths = await recordPaths(
    payload,
    docs.flatMap((doc) => (doc.rekaman ? [doc.rekaman] : [])),
    options.req,
  )
  return docs.flatMap((doc) => {
    const to = doc.rekaman ? paths.get(`${doc.rekaman.relationTo}:${idOf(doc.rekaman)}`) : doc.ke
    return to ? [{ dari: doc.dari, to, status: doc.kode === '302' ? 302 : 301 }] : []
  })
}

/**
 * What changes whenever a redirect is added, changed or removed, however it was (the API, /cms,
 * another instance): the number of them and the newest change. Cheap, so asked every second.
 */
export async function redirectsFingerprint(payload: Payload): Promise<string> {
  const [{ totalDocs }, newest] = await Promise.all([
    payload.count({ collection: 'pengalihan' }),
    payload.find({
      collection: 'pengalihan',
      sort: '-updatedAt',
      limit: 1,
      depth: 0,
      select: { updatedAt: true },
      pagination: false,
    }),
  ])
  return `${totalDocs}:${newest.docs[0]?.updatedAt ?? ''}`
}
