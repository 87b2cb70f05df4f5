import { env } from '@/lib/env'

/** A JSON-LD node; schema.org types are too many to type strictly here. */
export type JsonLdNode = Record<string, unknown>

/** A page in a list or a breadcrumb trail: its name and its path on this site. */
export type ListEntry = { name: string; path: string }

/**
 * JSON for a <script type="application/ld+json">. '<' is escaped so that no text in the data
 * (a news title, a product description) can close the script element or open a comment.
 */
export function serializeJsonLd(data: JsonLdNode | JsonLdNode[]): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}

/** An absolute URL on this site, as structured data and feeds require. */
export function absoluteUrl(path: string): string {
  if (/^https?:\/\//.test(path)) return path
  return new URL(path, env.SITE_URL).toString()
}
