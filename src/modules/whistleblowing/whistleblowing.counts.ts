import { isOfficer } from '@/access/is-whistleblowing-officer'
import { asCaller, type ServiceContext } from '@/lib/service-context'

import type { StatusWbs } from './whistleblowing.rules'

const OPEN: StatusWbs[] = ['diterima', 'ditelaah']

/** The open reports beside the side-menu link: an officer's number only (others see no link). */
export async function countOpenReports(ctx: ServiceContext): Promise<number> {
  if (!isOfficer(ctx.user)) return 0
  const { totalDocs } = await ctx.payload.count({
    collection: 'wbs',
    where: { status: { in: OPEN } },
    ...asCaller(ctx),
  })
  return totalDocs
}
