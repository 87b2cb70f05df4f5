import { adminRoute } from '@/lib/api-route'
import { json } from '@/lib/http'
import { refreshSession } from '@/modules/auth/auth.service'

// POST /api/auth/refresh: keeps an active administrator's session alive 15 more minutes.
export const POST = adminRoute(async ({ ctx }) => {
  const { exp, token, cookie } = await refreshSession(ctx)
  return json({ exp, token }, 200, { 'Set-Cookie': cookie })
})
