import type { Where } from 'payload'

import { asCaller, type ServiceContext } from '@/lib/service-context'

import { OPEN_STATUSES } from './pengaduan.rules'
import { dateInWib } from './working-days'

// Apart from the service, so the registry's menu count loads no more than it needs.
export const open: Where = { status: { in: [...OPEN_STATUSES] } }

/** The open ones, for the side menu. */
export async function countOpenPengaduan(ctx: ServiceContext): Promise<number> {
  const { totalDocs } = await ctx.payload.count({
    collection: 'pengaduan',
    where: open,
    ...asCaller(ctx),
  })
  return totalDocs
}

/** The open ones past their due date. */
export async function countOverduePengaduan(ctx: ServiceContext, now = new Date()) {
  const { totalDocs } = await ctx.payload.count({
    collection: 'pengaduan',
    where: { and: [open, { jatuhTempo: { less_than: dateInWib(now) } }] },
    ...asCaller(ctx),
  })
  return totalDocs
}
