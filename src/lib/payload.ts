import config from '@payload-config'
import { headers } from 'next/headers'
import { getPayload as getPayloadInstance, type Payload } from 'payload'
import { cache } from 'react'

import type { User } from '@/payload-types'

import { databaseAnswers } from './db-health'
import { databaseUnavailable } from './faults'
import type { ServiceContext } from './service-context'
import { carriesSession } from './session-cookie'

export const getPayload = () => getPayloadInstance({ config })

/**
 * The user a request's session belongs to, or null. A request without a session is a visitor,
 * and Payload is not asked: its auth also works out every collection's permissions, which costs a
 * public answer more than its own work. Payload answers a database failure during the session
 * lookup as "no user"; a request that carries a session then hears that the server failed (503),
 * not that its session is invalid, so the back-office keeps the administrator in.
 */
export async function authenticate(payload: Payload, requestHeaders: Headers) {
  if (!carriesSession(requestHeaders.get('authorization'), requestHeaders.get('cookie'))) {
    return null
  }
  const { user } = await payload.auth({ headers: requestHeaders })
  if (user) return user as User
  if (!(await databaseAnswers(payload))) throw databaseUnavailable()
  return null
}

/** Payload plus the signed-in user (or null) for this request, looked up once per render. */
export const getServiceContext = cache(async (): Promise<ServiceContext> => {
  const payload = await getPayload()
  return { payload, user: await authenticate(payload, await headers()) }
})

/** For public reads that never depend on who is asking (and may be cached across visitors). */
export async function getPublicContext(): Promise<ServiceContext> {
  return { payload: await getPayload(), user: null }
}
