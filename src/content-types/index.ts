import type { ContentTypeDefinition } from './definition'
import { laporan } from './laporan'
import { log404 } from './log404'
import { media } from './media'
import { news } from './news'
import { pengaduan } from './pengaduan'
import { pengajuan } from './pengajuan'
import { pengalihan } from './pengalihan'
import { produk } from './produk'
import { promo } from './promo'
import { wbs } from './whistleblowing'

export type { MediaDto } from './media'

/**
 * The content types, the only list of them: a new type is one definition file and one line here.
 * Everything that differs between types is in its definition (content-types/definition.ts).
 */
export const contentTypes = {
  laporan,
  news,
  produk,
  promo,
  pengajuan,
  pengaduan,
  wbs,
  media,
  pengalihan,
  log404,
}

export type ContentTypeSlug = keyof typeof contentTypes

// Widened once, so callers that walk every type see the shared shape.
const definitions = Object.values(contentTypes) as unknown as Widened[]

/** Every type, in the registry's order. */
export const allContentTypes = () => definitions

export const CONTENT_TYPE_SLUGS = Object.keys(contentTypes) as ContentTypeSlug[]

export const isContentTypeSlug = (value: string): value is ContentTypeSlug =>
  Object.hasOwn(contentTypes, value)

/** One type's definition, widened like allContentTypes(). */
export const contentType = (slug: ContentTypeSlug) => contentTypes[slug] as unknown as Widened

/**
 * The types the public site shows. A never-public type (no `public`: pengajuan) is left out of
 * every public surface: pages, sitemap, robots, search, the cached reads and their tags.
 */
export const PUBLIC_TYPE_SLUGS = CONTENT_TYPE_SLUGS.filter((slug) => contentType(slug).public)

/** The types whose records carry a file (the file store, S3, the orphan sweep). */
export const FILE_TYPE_SLUGS = CONTENT_TYPE_SLUGS.filter((slug) => contentType(slug).upload)

type Widened = ContentTypeDefinition<Record<string, unknown>, unknown>

/**
 * A type the registry serves whole: /api/<slug> (readable by anyone when the type is public, else
 * by administrators only) and the generic screens.
 */
export type ServedTypeDefinition = Widened & Required<Pick<Widened, 'form' | 'upload'>>

/** Whether the registry serves a type whole: it has a form and the form's file rule. */
export const isServedType = (type: Widened): type is ServedTypeDefinition =>
  Boolean(type.form && type.upload)
