import { getPayload } from '@/lib/payload'
import { errorResponse, json, readJson } from '@/lib/http'
import { assertSameOrigin } from '@/lib/same-origin'
import { verifyLogin } from '@/modules/auth/login-steps.service'

// POST /api/auth/login/verify: { ticket, code | newPassword } → the next challenge (202) or, once
// nothing more is owed, the session as /api/auth/login gives it. Public, from our own pages only.
export async function POST(request: Request) {
  try {
    assertSameOrigin(request)
    const result = await verifyLogin(await getPayload(), await readJson(request), request.headers)
    if (result.kind === 'challenge') return json(result.answer, 202)
    const { token, exp, user, recoveryCodes, cookie } = result
    return json({ token, exp, user, recoveryCodes, message: 'Login berhasil!' }, 200, {
      'Set-Cookie': cookie,
    })
  } catch (error) {
    return errorResponse(error)
  }
}
