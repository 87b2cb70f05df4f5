import { adminRoute } from '@/lib/api-route'
import { json, readJson } from '@/lib/http'
import { ACCOUNT_MESSAGES } from '@/modules/accounts/accounts.schema'
import { createAccount, listAccounts } from '@/modules/accounts/accounts.service'

// GET /api/administrator: every administrator account (no secrets). Administrator.
export const GET = adminRoute(async ({ ctx }) => json({ data: await listAccounts(ctx) }))

// POST /api/administrator: { username, nama?, currentPassword } → the account and its temporary
// password, shown once. Administrator.
export const POST = adminRoute(async ({ request, ctx }) => {
  const result = await createAccount(ctx, await readJson(request), request.headers)
  return json({ ...result, message: ACCOUNT_MESSAGES.created }, 201)
})
