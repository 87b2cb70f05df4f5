import { readChoice, readListParams } from '@/lib/list-params'
import { orderFor } from '@/lib/list-response'
import { NEWEST_CREATED_FIRST } from '@/lib/page-query'
import type { ServiceContext } from '@/lib/payload'

import { LAPORAN_SORTS } from './laporan.query'
import { JENIS_LAPORAN, LAPORAN_MESSAGES } from './laporan.rules'
import { findLaporanPage } from './laporan.service'

/**
 * The page of reports a list request asks for (?page=&limit=&q=&jenis=&sort=&dir=), as the API
 * and the back-office read it, newest created first like SPEC's list; null when it names none of
 * them (SPEC's whole list).
 */
export async function readLaporanListPage(ctx: ServiceContext, params: URLSearchParams) {
  const list = readListParams(params, Object.keys(LAPORAN_SORTS), ['jenis'])
  if (!list) return null
  const jenis = readChoice(params, 'jenis', JENIS_LAPORAN, LAPORAN_MESSAGES.jenis)
  const orderBy = orderFor(LAPORAN_SORTS, list.sort, list.desc) ?? NEWEST_CREATED_FIRST
  return { list, slice: await findLaporanPage(ctx, { q: list.q, jenis }, { ...list, orderBy }) }
}
