import { adminRoute } from '@/lib/api-route'
import { json } from '@/lib/http'
import { getPayload } from '@/lib/payload'

import { AUTH_MESSAGES } from './auth.schema'
import { expiredSessionCookie, logout } from './auth.service'

const revokeSession = adminRoute(async ({ request, ctx }) => {
  await logout(ctx, new URL(request.url).pathname.endsWith('/auto-logout'))
  return json({ message: AUTH_MESSAGES.loggedOut })
})

/**
 * Logout and auto-logout answer alike: the session is revoked and the cookie cleared. SPEC 8
 * drops the session even when the call fails, and only the server can clear an httpOnly cookie,
 * so every answer clears it.
 */
export async function logoutRoute(...args: Parameters<typeof revokeSession>): Promise<Response> {
  const response = await revokeSession(...args)
  response.headers.append('Set-Cookie', expiredSessionCookie(await getPayload()))
  return response
}
