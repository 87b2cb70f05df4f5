import type { Payload, PayloadRequest } from 'payload'

import type { ContentTypeSlug } from '@/content-types'
import { ITEM_PREFIXES, PUBLIC_ROUTES, recordPageOf, routeOf } from '@/modules/site/routes'
import type { Pengalihan } from '@/payload-types'

import { buildMatcher } from './redirects.match'
import {
  isPrefixPattern,
  isSitePath,
  prefixOf,
  redirectable,
  REDIRECT_MESSAGES as MSG,
  redirectKey,
} from './redirects.rules'
import { loadRedirectRules, recordPath } from './redirects.store'

type Input = Partial<Pick<Pengalihan, 'ke' | 'rekaman'>> & {
  id?: number | string
  dari: unknown
}

/** Whether a record page's path names a record that exists (published or not). */
async function recordExists(
  payload: Payload,
  pathname: string,
  req?: PayloadRequest,
): Promise<boolean> {
  const page = recordPageOf(pathname)
  if (!page) return false
  const { totalDocs } = await payload.count({
    collection: page.type as ContentTypeSlug,
    where: { slug: { equals: decodeURIComponent(page.slug) } },
    req,
  })
  return totalDocs > 0
}

/** Whether the old address, or any address under a prefix, is a page the site has. */
async function coversPage(payload: Payload, dari: string, req?: PayloadRequest): Promise<boolean> {
  if (!redirectable(dari)) return true
  if (isPrefixPattern(dari)) {
    const base = prefixOf(dari)
    return (
      PUBLIC_ROUTES.some((route) => `${route.path}/`.startsWith(base)) ||
      ITEM_PREFIXES.some(({ prefix }) => prefix.startsWith(base))
    )
  }
  if (dari.includes('?')) return false
  return Boolean(routeOf(dari)) || (await recordExists(payload, dari, req))
}

async function targetOf(
  payload: Payload,
  input: Input,
  req?: PayloadRequest,
): Promise<string | null> {
  if (input.rekaman) {
    const { relationTo, value } = input.rekaman
    const id = typeof value === 'object' ? value.id : value
    return recordPath(payload, relationTo, id, req)
  }
  return input.ke ?? null
}

/**
 * The rules of a redirect beyond its fields' own: not from a page that exists (it would hide
 * it), and no loop (its target, followed through the other redirects, never comes back to it).
 * Answers true or the message, as Payload's validate does, so /api, /admin and /cms refuse alike.
 */
export async function validateRedirect(
  payload: Payload,
  input: Input,
  req?: PayloadRequest,
): Promise<true | string> {
  const { dari } = input
  if (typeof dari !== 'string' || !isSitePath(dari)) return MSG.dari
  if (input.ke && !isSitePath(input.ke)) return MSG.ke
  if (Boolean(input.ke) === Boolean(input.rekaman)) return MSG.tujuan
  const taken = await payload.count({
    collection: 'pengalihan',
    where: {
      dari: { equals: dari },
      ...(input.id !== undefined && { id: { not_equals: input.id } }),
    },
    req,
  })
  if (taken.totalDocs > 0) return MSG.terpakai
  if (await coversPage(payload, dari, req)) return MSG.halamanAda
  const target = await targetOf(payload, input, req)
  if (!target) return MSG.tujuan
  const others = await loadRedirectRules(payload, { exceptId: input.id, req })
  const matcher = buildMatcher([...others, { dari, to: target, status: 301 }])
  const [path, search = ''] = target.split('?')
  const first = redirectKey(path, search ? `?${search}` : '')
  const probe = isPrefixPattern(dari) ? `${prefixOf(dari)}x` : dari
  if (first === probe || matcher.resolve(probe) === null) return MSG.putaran
  return true
}
