import type { Where } from 'payload'

import { asCaller, type ServiceContext } from '@/lib/service-context'
import type { Aktivitas } from '@/payload-types'

import { AKTIVITAS_PAGE_SIZE } from './aktivitas.rules'
import type { AktivitasFilters } from './aktivitas.schema'

// The bank works in Western Indonesian Time; a filter day runs from its midnight to the next.
const startOfDay = (day: string) => new Date(`${day}T00:00:00+07:00`)
const DAY_MS = 24 * 60 * 60 * 1000

function whereOf(filters: AktivitasFilters): Where {
  const and: Where[] = []
  if (filters.jenis) and.push({ jenis: { equals: filters.jenis } })
  if (filters.pengguna) and.push({ pengguna: { like: filters.pengguna } })
  if (filters.dari) {
    and.push({ createdAt: { greater_than_equal: startOfDay(filters.dari).toISOString() } })
  }
  if (filters.sampai) {
    const end = new Date(startOfDay(filters.sampai).getTime() + DAY_MS)
    and.push({ createdAt: { less_than: end.toISOString() } })
  }
  return { and }
}

/** One page of the audit trail, newest first. Administrators only (the collection's access). */
export async function listAktivitas(ctx: ServiceContext, filters: AktivitasFilters) {
  const result = await ctx.payload.find({
    collection: 'aktivitas',
    where: whereOf(filters),
    sort: ['-createdAt', '-id'],
    limit: AKTIVITAS_PAGE_SIZE,
    page: filters.page,
    depth: 0,
    ...asCaller(ctx),
  })
  return { docs: result.docs, total: result.totalDocs, page: result.page ?? filters.page }
}

/** Every record the filters select, newest first, for the CSV export. */
export async function listAllAktivitas(
  ctx: ServiceContext,
  filters: AktivitasFilters,
): Promise<Aktivitas[]> {
  const { docs } = await ctx.payload.find({
    collection: 'aktivitas',
    where: whereOf(filters),
    sort: ['-createdAt', '-id'],
    pagination: false,
    depth: 0,
    ...asCaller(ctx),
  })
  return docs
}
