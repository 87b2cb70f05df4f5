import type { CollectionSlug, FieldHook } from 'payload'

import { slugify } from '@/lib/slugify'

/**
 * Gives a new document a slug made from its judul, numbered when the plain one is taken
 * ('laporan-tahunan', 'laporan-tahunan-2', …). An existing slug is kept so shared links survive.
 */
export const uniqueSlug: FieldHook = async ({ value, data, originalDoc, collection, req }) => {
  if (originalDoc?.slug && !value) return originalDoc.slug
  if (value && value === originalDoc?.slug) return value
  const base = slugify(typeof value === 'string' && value ? value : String(data?.judul ?? ''))
  if (!collection) return base
  const taken = await req.payload.find({
    collection: collection.slug as CollectionSlug,
    where: { slug: { like: base } },
    depth: 0,
    limit: 0,
    pagination: false,
    select: { slug: true },
    // A record in the trash keeps its slug (its restore brings its links back), so it is taken.
    trash: true,
    req,
  })
  const used = new Set(
    taken.docs
      .filter((doc) => doc.id !== originalDoc?.id)
      .map((doc) => (doc as { slug?: string }).slug),
  )
  if (!used.has(base)) return base
  let n = 2
  while (used.has(`${base}-${n}`)) n++
  return `${base}-${n}`
}
