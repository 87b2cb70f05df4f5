import { contentType, type ContentTypeSlug } from '@/content-types'
import { PUBLICATION_MESSAGES, STATUSES } from '@/content-types/publication'
import { orderFor } from '@/lib/list-response'
import { contentListQuery, namesAny, readApiList } from '@/lib/list-query'
import type { ServiceContext } from '@/lib/service-context'

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
  const { list: rules, public: site } = contentType(type)
  // The admin's state filter (Draf, Terjadwal, …); a visitor's answer holds only what is public.
  const status = site && { status: { values: STATUSES, message: PUBLICATION_MESSAGES.status } }
  const schema = contentListQuery(Object.keys(rules.sorts), { ...rules.filters, ...status })
  if (!namesAny(schema, params)) return null
  const { page, limit, q, sort, dir: desc, ...chosen } = readApiList(schema, params)
  const list = { page, limit, q, sort, desc }
  const orderBy = orderFor(rules.sorts, sort, desc)
  const slice = await findRecordPage(ctx, type, { q, ...chosen }, { ...list, orderBy })
  return { list, slice }
}
