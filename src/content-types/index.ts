import type { ContentTypeDefinition } from './definition'
import { laporan } from './laporan'
import { news } from './news'
import { produk } from './produk'
import { promo } from './promo'

/**
 * The content types, the only list of them: a new type is one definition file and one line here.
 * Everything that differs between types is in its definition (content-types/definition.ts).
 */
export const contentTypes = { laporan, news, produk, promo }

export type ContentTypeSlug = keyof typeof contentTypes

// Widened once, so callers that walk every type see the shared shape.
const definitions = Object.values(contentTypes) as unknown as ContentTypeDefinition<
  Record<string, unknown>,
  unknown
>[]

/** Every type, in the registry's order. */
export const allContentTypes = () => definitions

export const CONTENT_TYPE_SLUGS = Object.keys(contentTypes) as ContentTypeSlug[]

export const isContentTypeSlug = (value: string): value is ContentTypeSlug =>
  Object.hasOwn(contentTypes, value)

/** One type's definition, widened like allContentTypes(). */
export const contentType = (slug: ContentTypeSlug) =>
  contentTypes[slug] as unknown as ContentTypeDefinition<Record<string, unknown>, unknown>
