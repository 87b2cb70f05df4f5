import { adminRoute } from '@/lib/api-route'
import { json } from '@/lib/http'

import { AUTH_MESSAGES } from './auth.schema'
import { expiredSessionCookie, logout } from './auth.service'

/** Logout and auto-logout answer alike: the session is revoked and the cookie cleared. */
export const logoutRoute = adminRoute(async ({ ctx }) => {
  await logout(ctx)
  return json({ message: AUTH_MESSAGES.loggedOut }, 200, {
    'Set-Cookie': expiredSessionCookie(ctx.payload),
  })
})
