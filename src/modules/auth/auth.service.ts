import type { Payload } from 'payload'

import { ACCOUNT_SERVICE, AUTO_LOGOUT, PASSWORD_CHECKED } from '@/modules/auth/auth.rules'
import { badRequest, tooManyRequests, unauthorized } from '@/lib/errors'
import type { ServiceContext } from '@/lib/service-context'
import { endSession, refreshUserSession, sessionCookie, userRequest } from '@/lib/payload-internals'
import { parseInput } from '@/lib/parse-input'
import { recordActivity } from '@/modules/aktivitas/record-activity'

import { AUTH_MESSAGES, changePasswordSchema, loginSchema } from './auth.schema'
import { LoginChallenge } from './login-challenge'
import { TooManyLoginAttempts } from './login-throttle'
import { challengeFor } from './login-steps.service'
import { readAccount } from './second-factor'
import { confirmOwnPassword } from './throttled-checks'
import { isCredentialError } from './verify-password'

// The logout responses take the cookie that clears the session from here, beside logout.
export { expiredSessionCookie } from '@/lib/payload-internals'

// Payload answers an unknown or locked username at once but hashes a known one's password;
// every failure waits at least this long, so the timing does not tell them apart.
const MIN_FAILURE_MS = 600

/** Waits out the rest of MIN_FAILURE_MS since `startedAt` (a performance.now() reading). */
export async function padLoginFailure(startedAt: number) {
  const wait = MIN_FAILURE_MS - (performance.now() - startedAt)
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
}

async function failLogin(startedAt: number): Promise<never> {
  await padLoginFailure(startedAt)
  throw unauthorized(AUTH_MESSAGES.loginFailed)
}

/**
 * Signs in, or answers the challenge an account with more to prove owes (second factor, a
 * temporary password to replace): then `/api/auth/login/verify` completes it. `headers` give the client's address: the users collection throttles attempts per
 * address and per address and account.
 */
export async function login(payload: Payload, input: unknown, headers: Headers) {
  const { username, password } = parseInput(loginSchema, input)
  const startedAt = performance.now()
  try {
    const result = await payload.login({
      collection: 'users',
      data: { username, password },
      req: { headers },
    })
    if (!result.token || !result.user) throw unauthorized(AUTH_MESSAGES.loginFailed)
    const { id, username: name, nama } = result.user
    return {
      kind: 'session' as const,
      token: result.token,
      exp: result.exp,
      user: { id, username: name, nama: nama ?? null },
      cookie: sessionCookie(payload, result.token),
    }
  } catch (error) {
    if (error instanceof LoginChallenge) {
      const user = await readAccount(payload, error.userId)
      const answer = user ? await challengeFor(payload, user, []) : null
      if (answer) return { kind: 'challenge' as const, answer }
    }
    if (isCredentialError(error)) {
      await recordActivity(payload, { jenis: 'login-gagal', pengguna: username }, { headers })
      return failLogin(startedAt)
    }
    // A refusal by the throttle is not recorded: it is unbounded, the failures it counts are.
    if (error instanceof TooManyLoginAttempts) {
      throw tooManyRequests(error.message, error.retryAfterSeconds)
    }
    throw error
  }
}

/**
 * Ends the caller's session on the server, so the same token is refused afterwards. `auto` is
 * the idle timer's logout, which the audit trail tells apart.
 */
export async function logout(ctx: ServiceContext, auto = false) {
  if (!ctx.user) throw unauthorized()
  await endSession(ctx.payload, ctx.user, { [AUTO_LOGOUT]: auto })
}

/** Extends the caller's session by another idle period and issues a fresh token. */
export async function refreshSession(ctx: ServiceContext) {
  if (!ctx.user) throw unauthorized()
  const { exp, token } = await refreshUserSession(ctx.payload, ctx.user)
  return { exp, token, cookie: sessionCookie(ctx.payload, token) }
}

/**
 * Changes the password after checking the current one (a wrong one counts toward the login
 * throttle of the caller's address), and ends every other session of the account.
 */
export async function changePassword(ctx: ServiceContext, input: unknown, headers: Headers) {
  if (!ctx.user) throw unauthorized()
  const { currentPassword, newPassword } = parseInput(changePasswordSchema, input)
  if (currentPassword === newPassword) throw badRequest(AUTH_MESSAGES.sameAsCurrent)
  await confirmOwnPassword(
    ctx.payload,
    ctx.user.username,
    currentPassword,
    headers,
    AUTH_MESSAGES.wrongCurrent,
  )
  // With the caller's session on req, Payload keeps that one session and drops the rest.
  const req = await userRequest(ctx.payload, ctx.user)
  await ctx.payload.update({
    collection: 'users',
    id: ctx.user.id,
    data: { password: newPassword },
    req,
    user: ctx.user,
    overrideAccess: false,
    context: { [PASSWORD_CHECKED]: true, [ACCOUNT_SERVICE]: true },
  })
}
