import { redirect } from 'next/navigation'

import { getServiceContext } from '@/lib/payload'
import { type ServiceContext } from '@/lib/service-context'
import type { User } from '@/payload-types'

/**
 * The back-office gate: a valid, unrevoked session or off to the login page. The panel layout
 * calls it, and so does every page, because a layout is not re-rendered on client navigation.
 */
export async function requireAdmin(): Promise<ServiceContext & { user: User }> {
  const ctx = await getServiceContext()
  if (!ctx.user) redirect('/admin')
  return { ...ctx, user: ctx.user }
}
