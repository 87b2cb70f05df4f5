import { getPayload } from '@/lib/payload'
import { errorResponse, json, readJson } from '@/lib/http'
import { assertSameOrigin } from '@/lib/same-origin'
import { login } from '@/modules/auth/auth.service'

// POST /api/auth/login: { username, password } → { token, user } and the session cookie. Public,
// but only from our own pages: another site must not sign a visitor into its own account.
export async function POST(request: Request) {
  try {
    assertSameOrigin(request)
    const body = await readJson(request)
    const { token, exp, user, cookie } = await login(await getPayload(), body, request.headers)
    return json({ token, exp, user, message: 'Login berhasil!' }, 200, { 'Set-Cookie': cookie })
  } catch (error) {
    return errorResponse(error)
  }
}
