import type { Payload } from 'payload'

import type { User } from '@/payload-types'

import { open } from './secret-box'
import { claimTotpStep, replaceRecoveryCodes } from './second-factor.store'
import { spendRecoveryCode, totpStep } from './totp'

/** The account as the second factor needs it: hidden fields included, straight from the row. */
export async function readAccount(payload: Payload, id: number): Promise<User | null> {
  return (await payload.db.findOne({
    collection: 'users',
    where: { id: { equals: id } },
  })) as User | null
}

/**
 * Checks a six-digit code against the account's secret (`pending` during enrolment) and spends
 * it: a code is accepted once, and one of an earlier step than the last accepted never.
 */
export async function acceptTotpCode(
  payload: Payload,
  user: User,
  code: string,
  pending = false,
): Promise<{ step: number } | null> {
  const sealed = pending ? user.totpPendingSecret : user.totpSecret
  const secret = sealed ? open(sealed) : null
  if (!secret) return null
  const step = totpStep(secret, code)
  if (step === null) return null
  return (await claimTotpStep(payload, user.id, step)) ? { step } : null
}

/** Spends one recovery code; false when it is not one of the account's unused codes. */
export async function acceptRecoveryCode(payload: Payload, user: User, code: string) {
  const stored = user.recoveryCodes ?? ''
  const rest = spendRecoveryCode(stored, code)
  if (rest === null) return false
  return replaceRecoveryCodes(payload, user.id, stored, rest)
}

/** Either kind of code: six digits are a TOTP code, anything else a recovery code. */
export async function acceptSecondFactor(payload: Payload, user: User, code: string) {
  if (/^\s*\d{3}\s?\d{3}\s*$/.test(code)) return Boolean(await acceptTotpCode(payload, user, code))
  return acceptRecoveryCode(payload, user, code)
}
