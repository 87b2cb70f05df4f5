import type { PengajuanFilters } from './pengajuan.schema'

/** The filters back as a query string (without the page unless given), for links. */
export function pengajuanQuery(filters: PengajuanFilters, page?: number): string {
  const params = new URLSearchParams()
  for (const key of ['q', 'status', 'produk'] as const) {
    const value = filters[key]
    if (value) params.set(key, value)
  }
  if (page && page > 1) params.set('page', String(page))
  const query = params.toString()
  return query ? `?${query}` : ''
}
