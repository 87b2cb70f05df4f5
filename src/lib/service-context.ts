import type { Payload } from 'payload'

import type { User } from '@/payload-types'

/** Payload and who is asking: what every service takes (STYLE 3). */
export type ServiceContext = { payload: Payload; user: User | null }

/** Local API options that make Payload's access rules judge the caller (never bypass them). */
export const asCaller = (ctx: ServiceContext) =>
  ({ user: ctx.user, overrideAccess: false }) as const
