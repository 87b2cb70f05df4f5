import { readChoice, readListParams } from '@/lib/list-params'
import { orderFor } from '@/lib/list-response'
import type { ServiceContext } from '@/lib/payload'

import { NEWS_SORTS } from './news.query'
import { KATEGORI_NEWS, NEWS_MESSAGES } from './news.rules'
import { findNewsPage } from './news.service'

/**
 * The page of news a list request asks for (?page=&limit=&q=&kategori=&sort=&dir=), as the API
 * and the back-office read it; null when it names none of them (SPEC's whole list).
 */
export async function readNewsListPage(ctx: ServiceContext, params: URLSearchParams) {
  const list = readListParams(params, Object.keys(NEWS_SORTS), ['kategori'])
  if (!list) return null
  const kategori = readChoice(params, 'kategori', KATEGORI_NEWS, NEWS_MESSAGES.kategori)
  const orderBy = orderFor(NEWS_SORTS, list.sort, list.desc)
  return { list, slice: await findNewsPage(ctx, { q: list.q, kategori }, { ...list, orderBy }) }
}
