import { getPayload } from '@/lib/payload'
import { errorResponse, json, readJson } from '@/lib/http'
import { assertSameOrigin } from '@/lib/same-origin'
import { login } from '@/modules/auth/auth.service'

// POST /api/auth/login: { username, password } → { token, user } and the session cookie, or (202)
// a challenge that /api/auth/login/verify completes. Public, but only from our own pages: another
// site must not sign a visitor into its own account.
export async function POST(request: Request) {
  try {
    assertSameOrigin(request)
    const body = await readJson(request)
    const result = await login(await getPayload(), body, request.headers)
    if (result.kind === 'challenge') return json(result.answer, 202)
    const { token, exp, user, cookie } = result
    return json({ token, exp, user, message: 'Login berhasil!' }, 200, { 'Set-Cookie': cookie })
  } catch (error) {
    return errorResponse(error)
  }
}
