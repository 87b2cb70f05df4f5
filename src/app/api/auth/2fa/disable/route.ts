import { adminRoute } from '@/lib/api-route'
import { json, readJson } from '@/lib/http'
import { disableTotp } from '@/modules/auth/second-factor.service'

// POST /api/auth/2fa/disable: { password, code } turns the caller's second factor off (refused
// under ADMIN_2FA=required). Administrator.
export const POST = adminRoute(async ({ request, ctx }) =>
  json(await disableTotp(ctx, await readJson(request), request.headers)),
)
