import { contentType, type ContentTypeSlug } from '@/content-types'
import { readChoice, readListParams } from '@/lib/list-params'
import { orderFor } from '@/lib/list-response'
import type { ServiceContext } from '@/lib/payload'

import { findRecordPage } from './content.service'

/**
 * The page of a type's records a list request asks for (?page=&limit=&q=&sort=&dir= and the
 * type's select filters), as the API and the back-office read it; null when it names none of
 * them (SPEC's whole list).
 */
export async function readRecordListPage<T extends ContentTypeSlug>(
  ctx: ServiceContext,
  type: T,
  params: URLSearchParams,
) {
  const { list: rules } = contentType(type)
  const filters = Object.entries(rules.filters ?? {})
  const list = readListParams(
    params,
    Object.keys(rules.sorts),
    filters.map(([name]) => name),
  )
  if (!list) return null
  const chosen = Object.fromEntries(
    filters.map(([name, { values, message }]) => [name, readChoice(params, name, values, message)]),
  )
  const orderBy = orderFor(rules.sorts, list.sort, list.desc)
  const slice = await findRecordPage(ctx, type, { q: list.q, ...chosen }, { ...list, orderBy })
  return { list, slice }
}
