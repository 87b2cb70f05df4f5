import {
  AuthenticationError,
  createLocalReq,
  LockedAuth,
  logoutOperation,
  type Payload,
  refreshOperation,
} from 'payload'
import { generateExpiredPayloadCookie, generatePayloadCookie } from 'payload/shared'

import { PASSWORD_CHECKED } from '@/collections/users'
import { badRequest, unauthorized } from '@/lib/errors'
import type { ServiceContext } from '@/lib/payload'
import { parseInput } from '@/lib/parse-input'

import { AUTH_MESSAGES, changePasswordSchema, loginSchema } from './auth.schema'

const usersCollection = (payload: Payload) => payload.collections.users

function sessionCookie(payload: Payload, token: string): string {
  return generatePayloadCookie({
    collectionAuthConfig: usersCollection(payload).config.auth,
    cookiePrefix: payload.config.cookiePrefix,
    token,
  })
}

export function expiredSessionCookie(payload: Payload): string {
  return generateExpiredPayloadCookie({
    collectionAuthConfig: usersCollection(payload).config.auth,
    config: payload.config,
    cookiePrefix: payload.config.cookiePrefix,
  })
}

const isCredentialError = (error: unknown) =>
  error instanceof AuthenticationError || error instanceof LockedAuth

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

/** Signs in; Payload counts failures per account and locks it after five. */
export async function login(payload: Payload, input: unknown) {
  const { username, password } = parseInput(loginSchema, input)
  const startedAt = performance.now()
  try {
    const result = await payload.login({ collection: 'users', data: { username, password } })
    if (!result.token || !result.user) throw unauthorized(AUTH_MESSAGES.loginFailed)
    const { id, username: name, nama } = result.user
    return {
      token: result.token,
      exp: result.exp,
      user: { id, username: name, nama: nama ?? null },
      cookie: sessionCookie(payload, result.token),
    }
  } catch (error) {
    if (isCredentialError(error)) return failLogin(startedAt)
    throw error
  }
}

/** Ends the caller's session on the server, so the same token is refused afterwards. */
export async function logout(ctx: ServiceContext) {
  if (!ctx.user) throw unauthorized()
  const req = await createLocalReq({ user: { ...ctx.user, collection: 'users' } }, ctx.payload)
  await logoutOperation({ collection: usersCollection(ctx.payload), req })
}

/** Extends the caller's session by another idle period and issues a fresh token. */
export async function refreshSession(ctx: ServiceContext) {
  if (!ctx.user) throw unauthorized()
  const req = await createLocalReq({ user: { ...ctx.user, collection: 'users' } }, ctx.payload)
  const { exp, refreshedToken } = await refreshOperation({
    collection: usersCollection(ctx.payload),
    req,
  })
  return { exp, token: refreshedToken, cookie: sessionCookie(ctx.payload, refreshedToken) }
}

/**
 * Changes the password after checking the current one (a wrong one counts toward the lockout),
 * and ends every other session of the account.
 */
export async function changePassword(ctx: ServiceContext, input: unknown) {
  if (!ctx.user) throw unauthorized()
  const { currentPassword, newPassword } = parseInput(changePasswordSchema, input)
  if (currentPassword === newPassword) throw badRequest(AUTH_MESSAGES.sameAsCurrent)
  try {
    await ctx.payload.login({
      collection: 'users',
      data: { username: ctx.user.username, password: currentPassword },
    })
  } catch (error) {
    if (isCredentialError(error)) throw badRequest(AUTH_MESSAGES.wrongCurrent)
    throw error
  }
  // With the caller's session on req, Payload keeps that one session and drops the rest,
  // including the one the check above just opened.
  const req = await createLocalReq({ user: { ...ctx.user, collection: 'users' } }, ctx.payload)
  await ctx.payload.update({
    collection: 'users',
    id: ctx.user.id,
    data: { password: newPassword },
    req,
    user: ctx.user,
    overrideAccess: false,
    context: { [PASSWORD_CHECKED]: true },
  })
}
