import type { AktivitasFilters } from './aktivitas.schema'

/** The filters back as a query string (without the page unless given), for links. */
export function aktivitasQuery(filters: AktivitasFilters, page?: number): string {
  const params = new URLSearchParams()
  for (const key of ['jenis', 'pengguna', 'dari', 'sampai'] as const) {
    const value = filters[key]
    if (value) params.set(key, value)
  }
  if (page && page > 1) params.set('page', String(page))
  const query = params.toString()
  return query ? `?${query}` : ''
}
