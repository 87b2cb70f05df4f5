'use server'

import { requireAdmin } from '@/modules/admin/require-admin'
import { findRecordBySlug } from '@/modules/content/content.service'

import { LINKABLE_PATHS, type LinkableType } from '../richtext.rules'
import { internalAddress } from './editor-json'

/**
 * The record a path of this site names ("/produk/tabungan-wadiah"), as an internal link's
 * address ("record:produk:12"), so the link follows the record when its slug changes; null when
 * the path names no record.
 */
export async function recordLinkOf(path: string): Promise<string | null> {
  const ctx = await requireAdmin()
  for (const [type, prefix] of Object.entries(LINKABLE_PATHS) as [LinkableType, string][]) {
    if (!path.startsWith(prefix)) continue
    const slug = decodeURIComponent(path.slice(prefix.length).split(/[?#]/)[0])
    if (!slug || slug.includes('/')) return null
    const found = (await findRecordBySlug(ctx, type, slug)) as { _id: string } | null
    return found ? internalAddress(type, found._id) : null
  }
  return null
}
