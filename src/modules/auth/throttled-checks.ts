import type { Payload } from 'payload'

import { clientAddress } from '@/lib/client-address'
import { badRequest, tooManyRequests } from '@/lib/errors'

import { loginThrottle, TooManyLoginAttempts } from './login-throttle'
import { verifyPassword } from './verify-password'

/*
 * The checks that count toward the login throttle outside Payload's own login (second-factor
 * codes, reset links, a password proved again), each answering the throttle's refusal as the
 * API's 429 with its Retry-After.
 */

async function answeringThrottle<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (error) {
    if (error instanceof TooManyLoginAttempts) {
      throw tooManyRequests(error.message, error.retryAfterSeconds)
    }
    throw error
  }
}

/** Counts one attempt on `username` from the caller's address. */
export const reserveAttempt = (payload: Payload, headers: Headers, username: string) =>
  answeringThrottle(async () =>
    (await loginThrottle(payload)).reserve(clientAddress(headers), username),
  )

/** A right password or code: the pair starts afresh and the address gets its point back. */
export const succeedAttempt = async (payload: Payload, headers: Headers, username: string) =>
  (await loginThrottle(payload)).succeed(clientAddress(headers), username)

/**
 * The caller proves their own password again (a stolen session must not be enough);
 * `wrongMessage` answers a wrong one with a 400.
 */
export async function confirmOwnPassword(
  payload: Payload,
  username: string,
  password: string,
  headers: Headers,
  wrongMessage: string,
) {
  const right = await answeringThrottle(() => verifyPassword(payload, username, password, headers))
  if (!right) throw badRequest(wrongMessage)
}
