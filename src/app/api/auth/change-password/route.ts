import { adminRoute } from '@/lib/api-route'
import { json, readJson } from '@/lib/http'
import { AUTH_MESSAGES } from '@/modules/auth/auth.schema'
import { changePassword } from '@/modules/auth/auth.service'

// PATCH /api/auth/change-password: { currentPassword, newPassword }; ends other sessions. Administrator.
export const PATCH = adminRoute(async ({ request, ctx }) => {
  await changePassword(ctx, await readJson(request), request.headers)
  return json({ message: AUTH_MESSAGES.changed })
})
