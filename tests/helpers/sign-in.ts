import * as login from '@/app/api/auth/login/route'

import { call } from './api-client'
import { ADMIN_PASSWORD } from './test-payload'

/** Signs in through SPEC's login route; returns the bearer token. */
export async function signInAs(
  username: string,
  password: string,
  headers?: Record<string, string>,
): Promise<string> {
  const res = await call(login.POST, '/api/auth/login', {
    method: 'POST',
    json: { username, password },
    headers,
  })
  if (res.status !== 200) throw new Error(`${username} sign-in answered ${res.status}`)
  return res.data.token
}

/** Signs in as the first administrator. */
export const signInAdmin = (headers?: Record<string, string>) =>
  signInAs('admin', ADMIN_PASSWORD, headers)
