import { adminRoute } from '@/lib/api-route'
import { json, readJson } from '@/lib/http'
import { setAccountActive } from '@/modules/accounts/accounts.service'

// PATCH /api/administrator/{id}: { active, currentPassword } deactivates or reactivates another
// account (never one's own, never the last active one). Administrator.
export const PATCH = adminRoute<{ id: string }>(async ({ request, params, ctx }) =>
  json(await setAccountActive(ctx, params.id, await readJson(request), request.headers)),
)
