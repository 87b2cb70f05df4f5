import { notFound } from 'next/navigation'

import { contentType, type ContentTypeSlug, isContentTypeSlug } from '@/content-types'

/** The type a public /{type} page names, when the registry builds its pages; else a 404. */
export function publicTypeOf(name: string) {
  if (!isContentTypeSlug(name)) notFound()
  const definition = contentType(name)
  const site = definition.public
  if (!site?.view || !site.itemPrefix) notFound()
  return { slug: name as ContentTypeSlug, definition, site, view: site.view }
}
