import { adminRoute } from '@/lib/api-route'
import { json, readJson } from '@/lib/http'
import { confirmTotpSetup } from '@/modules/auth/second-factor.service'

// POST /api/auth/2fa/confirm: { code } turns the second factor on; answers the ten recovery
// codes, once. Administrator.
export const POST = adminRoute(async ({ request, ctx }) =>
  json(await confirmTotpSetup(ctx, await readJson(request), request.headers)),
)
