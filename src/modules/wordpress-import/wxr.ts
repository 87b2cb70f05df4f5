import { XMLParser } from 'fast-xml-parser'

/*
 * WordPress's export (WXR 1.1/1.2, Tools → Export): an RSS document whose items are every post,
 * page and attachment, with their WordPress fields in the `wp:` namespace.
 */

export type WxrCategory = { slug: string; name: string }

export type WxrItem = {
  id: number
  type: string
  status: string
  title: string
  slug: string
  /** The item's old address on the site (its permalink, or `/?p=` for a draft). */
  link: string
  /** WordPress's local date and time, `YYYY-MM-DD HH:MM:SS`. */
  date: string
  content: string
  excerpt: string
  parent: number
  categories: WxrCategory[]
  meta: Record<string, string>
  attachmentUrl: string
}

export type Wxr = { siteUrl: string; categories: WxrCategory[]; items: WxrItem[] }

export class WxrError extends Error {}

const LISTS = new Set(['item', 'category', 'wp:category', 'wp:postmeta'])

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
  trimValues: false,
  isArray: (name) => LISTS.has(name),
  // An export is the site's own content, but never let it expand entities without bound.
  processEntities: true,
  htmlEntities: false,
})

const text = (value: unknown): string => {
  if (value == null) return ''
  if (typeof value === 'object') return text((value as Record<string, unknown>)['#text'])
  return String(value)
}

/** The items and categories of an export; a document that is not one is refused with a message. */
export function parseWxr(xml: string): Wxr {
  let doc: Record<string, unknown>
  try {
    doc = parser.parse(xml) as Record<string, unknown>
  } catch {
    throw new WxrError('Berkas bukan XML yang valid.')
  }
  const channel = (doc.rss as Record<string, unknown> | undefined)?.channel as
    Record<string, unknown> | undefined
  if (!channel || !('wp:wxr_version' in channel)) {
    throw new WxrError('Berkas bukan ekspor WordPress (WXR) dari Alat → Ekspor.')
  }
  const categories = ((channel['wp:category'] as Record<string, unknown>[] | undefined) ?? []).map(
    (c) => ({ slug: text(c['wp:category_nicename']), name: text(c['wp:cat_name']) }),
  )
  const items = ((channel.item as Record<string, unknown>[] | undefined) ?? []).map((item) => {
    const meta: Record<string, string> = {}
    for (const m of (item['wp:postmeta'] as Record<string, unknown>[] | undefined) ?? []) {
      meta[text(m['wp:meta_key'])] = text(m['wp:meta_value'])
    }
    const cats = ((item.category as unknown[] | undefined) ?? [])
      .map((c) => c as Record<string, unknown>)
      .filter((c) => c['@domain'] === 'category')
      .map((c) => ({ slug: text(c['@nicename']), name: text(c) }))
    return {
      id: Number(text(item['wp:post_id'])),
      type: text(item['wp:post_type']),
      status: text(item['wp:status']),
      title: text(item.title).trim(),
      slug: text(item['wp:post_name']).trim(),
      link: text(item.link).trim(),
      date: text(item['wp:post_date']).trim(),
      content: text(item['content:encoded']),
      excerpt: text(item['excerpt:encoded']).trim(),
      parent: Number(text(item['wp:post_parent'])) || 0,
      categories: cats,
      meta,
      attachmentUrl: text(item['wp:attachment_url']).trim(),
    }
  })
  return {
    siteUrl: text(channel['wp:base_site_url']).trim() || text(channel.link).trim(),
    categories,
    items: items.filter((item) => Number.isInteger(item.id) && item.id > 0),
  }
}

/** An address of the old site as a path and query on this one (`/2024/05/judul/`, `/?p=12`). */
export function oldPath(url: string): string | null {
  try {
    const parsed = new URL(url)
    return `${parsed.pathname}${parsed.search}`
  } catch {
    return null
  }
}
