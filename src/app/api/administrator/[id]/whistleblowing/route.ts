import { adminRoute } from '@/lib/api-route'
import { json, readJson } from '@/lib/http'
import { setWhistleblowingOfficer } from '@/modules/accounts/accounts.service'

// PUT /api/administrator/{id}/whistleblowing: { officer, currentPassword } marks another account
// a whistleblowing officer, or no longer (never one's own). Administrator.
export const PUT = adminRoute<{ id: string }>(async ({ request, params, ctx }) =>
  json(await setWhistleblowingOfficer(ctx, params.id, await readJson(request), request.headers)),
)
