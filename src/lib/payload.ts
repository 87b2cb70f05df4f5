import config from '@payload-config'
import { headers } from 'next/headers'
import { getPayload as getPayloadInstance, type Payload } from 'payload'
import { cache } from 'react'

import type { User } from '@/payload-types'

export type ServiceContext = { payload: Payload; user: User | null }

export const getPayload = () => getPayloadInstance({ config })

/** Payload plus the signed-in user (or null) for this request, looked up once per render. */
export const getServiceContext = cache(async (): Promise<ServiceContext> => {
  const payload = await getPayload()
  const { user } = await payload.auth({ headers: await headers() })
  return { payload, user: (user as User | null) ?? null }
})

/** For public reads that never depend on who is asking (and may be cached across visitors). */
export async function getPublicContext(): Promise<ServiceContext> {
  return { payload: await getPayload(), user: null }
}

/** Local API options that make Payload's access rules judge the caller (never bypass them). */
export const asCaller = (ctx: ServiceContext) =>
  ({ user: ctx.user, overrideAccess: false }) as const
