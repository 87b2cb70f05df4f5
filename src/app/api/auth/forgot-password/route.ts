import { getPayload } from '@/lib/payload'
import { errorResponse, json, readJson } from '@/lib/http'
import { assertSameOrigin } from '@/lib/same-origin'
import { requestPasswordReset } from '@/modules/auth/password-reset.service'

// POST /api/auth/forgot-password: { username } → the same answer whether it exists or not; a
// link is mailed when it does and has an address. Public, from our own pages only; throttled.
export async function POST(request: Request) {
  try {
    assertSameOrigin(request)
    const payload = await getPayload()
    return json(await requestPasswordReset(payload, await readJson(request), request.headers))
  } catch (error) {
    return errorResponse(error)
  }
}
