import { notFound } from 'next/navigation'
import { cache } from 'react'

import { contentType, type ContentTypeSlug, isContentTypeSlug } from '@/content-types'
import type { PageSlice } from '@/lib/page-query'
import { buildMetadata, listMetadata, notFoundMetadata, type PageSeo } from '@/modules/site/seo'
import { trailFromHome } from '@/modules/site/structured-data'

/*
 * The parts every type's public pages share, fed by its definition (content-types/*.ts): the
 * list's metadata, the failed-read fallbacks, a record's metadata and breadcrumb trail. The
 * components beside them are in ./components (record-list, record-header, record-not-found, …).
 */

/** A type's public definition; only asked for by the pages of a type that has them. */
export function publicOf(slug: ContentTypeSlug) {
  const site = contentType(slug).public
  if (!site) throw new Error(`Tipe ${slug} tidak punya halaman publik`)
  return site
}

/** The type a public /{type} page names, when the registry builds its pages; else a 404. */
export function publicTypeOf(name: string) {
  if (!isContentTypeSlug(name)) notFound()
  const definition = contentType(name)
  const site = definition.public
  if (!site?.view || !site.itemPrefix) notFound()
  return { slug: name as ContentTypeSlug, definition, site, view: site.view }
}

/** generateMetadata of a type's list page: page N of the whole list is its own canonical page. */
export const typeListMetadata = (slug: ContentTypeSlug) => {
  const site = publicOf(slug)
  return listMetadata({
    title: site.title,
    description: site.description,
    path: site.list.path,
    keywords: site.keywords,
  })
}

/** A list with nothing on it. */
export const EMPTY_SLICE: PageSlice<never> = { items: [], page: 1, totalPages: 1, total: 0 }

/** A list's page, or an empty one when the read fails (SPEC 8: only logged, as `message`). */
export const orEmptySlice = <T>(read: Promise<PageSlice<T>>, message: string) =>
  read.catch((error: unknown): PageSlice<T> => {
    console.error(message, error)
    return EMPTY_SLICE
  })

/**
 * A record page's read, once per request for the metadata and the page; a failed read goes to
 * `failed`, which logs it and counts it as not found (or leaves the page: news).
 */
export const recordLoader = <A extends unknown[], T>(
  read: (...args: A) => Promise<T | null>,
  failed: (error: unknown) => T | null,
) =>
  cache(async (...args: A): Promise<T | null> => {
    try {
      return await read(...args)
    } catch (error) {
      return failed(error)
    }
  })

/** Logs a failed read as `message`; the record counts as not found. */
export const loggedAsMissing = (message: string) => (error: unknown) => {
  console.error(message, error)
  return null
}

/**
 * A record page's metadata at its canonical path (`itemPrefix` + `key`), or, for a missing
 * record, the 404 title its type's message gives.
 */
export function recordMetadata<T>(
  slug: ContentTypeSlug,
  key: string,
  record: T | null,
  seo: (record: T) => Omit<PageSeo, 'path'>,
) {
  if (!record) return notFoundMetadata(contentType(slug).messages.notFound.replace(/\.$/, ''))
  return buildMetadata({ ...seo(record), path: `${publicOf(slug).itemPrefix}${key}` })
}

/** Beranda › the type's list › the record: the breadcrumb, shown and in JSON-LD. */
export function recordTrail(slug: ContentTypeSlug, title: string, key: string) {
  const site = publicOf(slug)
  return trailFromHome(
    { name: site.title, path: site.list.path },
    { name: title, path: `${site.itemPrefix}${key}` },
  )
}
