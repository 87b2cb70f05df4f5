import { AuthenticationError, LockedAuth, type Payload } from 'payload'

import { endSession } from '@/lib/payload-internals'

/** In the request context of a password check's own login and logout: neither is a sign-in. */
export const VERIFYING_PASSWORD = 'verifyingPassword'

export const isCredentialError = (error: unknown) =>
  error instanceof AuthenticationError || error instanceof LockedAuth

/**
 * Checks an account's password through Payload's login, so the attempt is throttled like any
 * other, then ends the session that login opened. `headers` carry the caller's address. Never
 * pass the caller's req: a failure would roll back with its transaction.
 */
export async function verifyPassword(
  payload: Payload,
  username: string,
  password: string,
  headers: Headers,
): Promise<boolean> {
  try {
    const { token } = await payload.login({
      collection: 'users',
      data: { username, password },
      req: { headers },
      context: { [VERIFYING_PASSWORD]: true },
    })
    const { user } = await payload.auth({
      headers: new Headers({ Authorization: `Bearer ${token}` }),
    })
    if (user) await endSession(payload, user, { [VERIFYING_PASSWORD]: true })
    return true
  } catch (error) {
    if (isCredentialError(error)) return false
    throw error
  }
}
