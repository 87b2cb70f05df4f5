import { adminRoute } from '@/lib/api-route'
import { json, readJson } from '@/lib/http'
import { ACCOUNT_MESSAGES } from '@/modules/accounts/accounts.schema'
import { resetAccountPassword } from '@/modules/accounts/accounts.service'

// POST /api/administrator/{id}/reset-password: { currentPassword } → a temporary password for
// another account, which must replace it at its next sign-in. Administrator.
export const POST = adminRoute<{ id: string }>(async ({ request, params, ctx }) => {
  const result = await resetAccountPassword(
    ctx,
    params.id,
    await readJson(request),
    request.headers,
  )
  return json({ ...result, message: ACCOUNT_MESSAGES.reset })
})
