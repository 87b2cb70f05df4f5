import { adminRoute } from '@/lib/api-route'
import { json, readJson } from '@/lib/http'
import { setOwnEmail } from '@/modules/accounts/accounts.service'

// PUT /api/auth/email: { email, currentPassword } sets (or, empty, clears) the caller's own
// e-mail address, where 'Lupa password?' sends its link. Administrator.
export const PUT = adminRoute(async ({ request, ctx }) =>
  json(await setOwnEmail(ctx, await readJson(request), request.headers)),
)
