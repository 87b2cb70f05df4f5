import { getPayload } from '@/lib/payload'
import { errorResponse, json, readJson } from '@/lib/http'
import { assertSameOrigin } from '@/lib/same-origin'
import { resetPasswordWithLink } from '@/modules/auth/password-reset.service'

// POST /api/auth/reset-password: { token, newPassword } from the mailed link, once, within 30
// minutes. Public, from our own pages only.
export async function POST(request: Request) {
  try {
    assertSameOrigin(request)
    const payload = await getPayload()
    return json(await resetPasswordWithLink(payload, await readJson(request), request.headers))
  } catch (error) {
    return errorResponse(error)
  }
}
