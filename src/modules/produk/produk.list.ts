import { readListParams } from '@/lib/list-params'
import { orderFor } from '@/lib/list-response'
import type { ServiceContext } from '@/lib/payload'

import { PRODUK_SORTS } from './produk.query'
import { findProdukPage } from './produk.service'

/**
 * The page of products a list request asks for (?page=&limit=&q=&sort=&dir=), as the API and the
 * back-office read it; null when it names none of them (SPEC's whole list).
 */
export async function readProdukListPage(ctx: ServiceContext, params: URLSearchParams) {
  const list = readListParams(params, Object.keys(PRODUK_SORTS))
  if (!list) return null
  const orderBy = orderFor(PRODUK_SORTS, list.sort, list.desc)
  return { list, slice: await findProdukPage(ctx, list.q, { ...list, orderBy }) }
}
