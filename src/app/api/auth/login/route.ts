import { getPayload } from '@/lib/payload'
import { errorResponse, json, readJson } from '@/lib/http'
import { login } from '@/modules/auth/auth.service'

// POST /api/auth/login: { username, password } → { token, user } and the session cookie. Public.
export async function POST(request: Request) {
  try {
    const { token, exp, user, cookie } = await login(await getPayload(), await readJson(request))
    return json({ token, exp, user, message: 'Login berhasil!' }, 200, { 'Set-Cookie': cookie })
  } catch (error) {
    return errorResponse(error)
  }
}
