import { adminRoute } from '@/lib/api-route'
import { json } from '@/lib/http'
import { endOtherSessions } from '@/modules/auth/sessions.service'

// POST /api/auth/logout-others: ends every session of the caller but this one. Administrator.
export const POST = adminRoute(async ({ request, ctx }) =>
  json(await endOtherSessions(ctx, request.headers)),
)
