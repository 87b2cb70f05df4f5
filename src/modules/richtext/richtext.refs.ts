import { getPublicContext } from '@/lib/payload'
import { type ImageSet, toImageSet } from '@/lib/image-set'
import { publicWhere } from '@/modules/content/visibility'

import { IMAGE_TYPE, LINKABLE_PATHS, type LinkableType } from './richtext.rules'

/*
 * What a body shows of other records: its images' media items and its internal links' current
 * paths. Read by id, one query per type; public-content.ts keeps the answer in the shared cache.
 */

/** An image of a body as the page shows it. */
export type BodyImage = { image: ImageSet | null; alt: string; keterangan: string }

/** `type:id` of an internal link's record. */
export type LinkKey = `${LinkableType}:${number}`

export type BodyRefs = {
  images: Record<number, BodyImage>
  paths: Record<LinkKey, string>
}

/** The media items (the library is admin-only as records, but its files are public). */
async function readImages(ids: number[]) {
  const images: BodyRefs['images'] = {}
  if (!ids.length) return images
  const { payload } = await getPublicContext()
  const { docs } = await payload.find({
    collection: IMAGE_TYPE,
    where: { id: { in: ids } },
    depth: 0,
    limit: ids.length,
    pagination: false,
    overrideAccess: true,
  })
  for (const doc of docs) {
    images[doc.id] = { image: toImageSet(doc), alt: doc.alt, keterangan: doc.keterangan ?? '' }
  }
  return images
}

/** The current path of each linked record (its slug) a visitor sees; the others stay text. */
async function readPaths(keys: LinkKey[]) {
  const paths: BodyRefs['paths'] = {}
  if (!keys.length) return paths
  const { payload } = await getPublicContext()
  const now = new Date()
  for (const type of Object.keys(LINKABLE_PATHS) as LinkableType[]) {
    const ids = keys
      .filter((key) => key.startsWith(`${type}:`))
      .map((key) => Number(key.split(':')[1]))
    if (!ids.length) continue
    const { docs } = await payload.find({
      collection: type,
      where: { and: [{ id: { in: ids } }, publicWhere(type, now)] },
      depth: 0,
      limit: ids.length,
      pagination: false,
    })
    for (const doc of docs)
      paths[`${type}:${doc.id}`] = `${LINKABLE_PATHS[type]}${doc.slug ?? doc.id}`
  }
  return paths
}

export async function readBodyRefs(images: number[], links: LinkKey[]): Promise<BodyRefs> {
  const [found, paths] = await Promise.all([readImages(images), readPaths(links)])
  return { images: found, paths }
}
