import { NotFoundView } from '@/components/layout/not-found-view'
import { contentType, type ContentTypeSlug } from '@/content-types'

import { publicOf } from '../public-type'

/**
 * A record page's unknown slug: src/proxy.ts answers it with 404, and this page says why. Not
 * notFound(): Next would send an empty error shell and leave the page to JavaScript.
 */
export function RecordNotFound({ type }: { type: ContentTypeSlug }) {
  const site = publicOf(type)
  return (
    <NotFoundView
      title={contentType(type).messages.notFound}
      message={site.notFound?.message ?? ''}
      back={{ href: site.list.path, label: site.notFound?.back ?? site.title }}
    />
  )
}
