import * as login from '@/app/api/auth/login/route'

import { call } from './api-client'
import { ADMIN_PASSWORD } from './test-payload'

/** Signs in as the first administrator through SPEC's login route; returns the bearer token. */
export async function signInAdmin(headers?: Record<string, string>): Promise<string> {
  const res = await call(login.POST, '/api/auth/login', {
    method: 'POST',
    json: { username: 'admin', password: ADMIN_PASSWORD },
    headers,
  })
  if (res.status !== 200) throw new Error(`admin sign-in answered ${res.status}`)
  return res.data.token
}
