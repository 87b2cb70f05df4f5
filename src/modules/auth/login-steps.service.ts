import type { Payload } from 'payload'

import { unauthorized, badRequest } from '@/lib/errors'
import { sessionCookie, startSession } from '@/lib/payload-internals'
import { parseInput } from '@/lib/parse-input'
import { recordActivity } from '@/modules/aktivitas/record-activity'
import type { User } from '@/payload-types'

import { ACCOUNT_SERVICE, ACTIVITY_RECORDED, PASSWORD_CHECKED } from './auth.rules'
import { AUTH_MESSAGES, loginVerifySchema } from './auth.schema'
import {
  CHALLENGE_MESSAGES,
  issueTicket,
  type LoginStep,
  pendingSteps,
  readTicket,
  ticketMatches,
} from './login-challenge'
import { markSignedIn } from './mark-signed-in'
import { passwordProblem } from './password-rule'
import { acceptSecondFactor, acceptTotpCode, readAccount } from './second-factor'
import { seal } from './secret-box'
import { reserveAttempt, succeedAttempt } from './throttled-checks'
import { hashRecoveryCodes, newRecoveryCodes, newTotpSecret, totpEnrolment } from './totp'

export type LoginChallengeAnswer = {
  challenge: LoginStep
  ticket: string
  message: string
  /** Only for `totp-setup`: what the authenticator app needs. */
  setup?: { secret: string; uri: string; qrSvg: string }
}

/** The first step `user` still owes after `done`, as the answer to the client. */
export async function challengeFor(
  payload: Payload,
  user: User,
  done: LoginStep[],
): Promise<LoginChallengeAnswer | null> {
  const [step] = pendingSteps(user, done)
  if (!step) return null
  const answer: LoginChallengeAnswer = {
    challenge: step,
    ticket: issueTicket(user, done),
    message: CHALLENGE_MESSAGES[step],
  }
  if (step === 'totp-setup') {
    const secret = newTotpSecret()
    await updateAccount(payload, user.id, { totpPendingSecret: seal(secret) })
    const { uri, svg } = await totpEnrolment(secret, user.username)
    answer.setup = { secret, uri, qrSvg: svg }
  }
  return answer
}

// overrideAccess: nobody is signed in yet; the ticket and the code are the authorisation.
const updateAccount = (payload: Payload, id: number, data: Partial<User> & { password?: string }) =>
  payload.update({
    collection: 'users',
    id,
    data,
    overrideAccess: true,
    context: {
      [ACCOUNT_SERVICE]: true,
      [ACTIVITY_RECORDED]: true,
      [PASSWORD_CHECKED]: Boolean(data.password),
    },
  })

async function refuseCode(payload: Payload, user: User, headers: Headers): Promise<never> {
  await recordActivity(
    payload,
    { jenis: 'login-gagal', pengguna: user.username, keterangan: 'Kode verifikasi salah' },
    { headers },
  )
  throw unauthorized(AUTH_MESSAGES.codeWrong)
}

/** Answers one challenge; returns the recovery codes when this step created them. */
async function answerStep(
  payload: Payload,
  user: User,
  step: LoginStep,
  input: { code?: string; newPassword?: string },
  headers: Headers,
): Promise<string[] | undefined> {
  if (step === 'new-password') {
    if (!input.newPassword) throw badRequest(AUTH_MESSAGES.newPasswordRequired)
    const problem = await passwordProblem(input.newPassword)
    if (problem) throw badRequest(problem)
    await updateAccount(payload, user.id, {
      password: input.newPassword,
      mustChangePassword: false,
    })
    await recordActivity(
      payload,
      {
        jenis: 'ubah-password',
        pengguna: user.username,
        objek: 'users',
        objekId: user.id,
        keterangan: 'Mengganti password sementara saat login',
      },
      { headers },
    )
    return undefined
  }
  if (!input.code) throw badRequest(AUTH_MESSAGES.codeRequired)
  // Codes count toward the same throttle as passwords: six digits must not be guessable.
  await reserveAttempt(payload, headers, user.username)
  if (step === 'totp') {
    if (!(await acceptSecondFactor(payload, user, input.code)))
      await refuseCode(payload, user, headers)
    return undefined
  }
  const accepted = await acceptTotpCode(payload, user, input.code, true)
  if (!accepted) await refuseCode(payload, user, headers)
  const recoveryCodes = newRecoveryCodes()
  await updateAccount(payload, user.id, {
    totpEnabled: true,
    totpSecret: user.totpPendingSecret,
    totpPendingSecret: null,
    recoveryCodes: hashRecoveryCodes(recoveryCodes),
  })
  await recordActivity(
    payload,
    {
      jenis: 'ubah',
      pengguna: user.username,
      objek: 'users',
      objekId: user.id,
      judul: user.username,
      keterangan: 'Verifikasi dua langkah diaktifkan',
    },
    { headers },
  )
  return recoveryCodes
}

/**
 * POST /api/auth/login/verify: the answer to a challenge of /api/auth/login. Gives the next
 * challenge, or, once nothing is owed, the session exactly as a plain sign-in does.
 */
export async function verifyLogin(payload: Payload, input: unknown, headers: Headers) {
  const { ticket: rawTicket, ...answer } = parseInput(loginVerifySchema, input)
  const ticket = readTicket(rawTicket)
  const before = ticket ? await readAccount(payload, ticket.u) : null
  if (!ticket || !before || before.active === false || !ticketMatches(ticket, before)) {
    throw unauthorized(AUTH_MESSAGES.ticketExpired)
  }
  const [step] = pendingSteps(before, ticket.d)
  const done = [...ticket.d]
  let recoveryCodes: string[] | undefined
  if (step) {
    recoveryCodes = await answerStep(payload, before, step, answer, headers)
    done.push(step)
  }
  const user = (await readAccount(payload, before.id)) as User
  const next = await challengeFor(payload, user, done)
  if (next) return { kind: 'challenge' as const, answer: { ...next, recoveryCodes } }

  const { exp, token } = await startSession(payload, user)
  await succeedAttempt(payload, headers, user.username)
  await markSignedIn(payload, user.id)
  await recordActivity(
    payload,
    { jenis: 'login', pengguna: user.username, objek: 'users', objekId: user.id },
    { headers },
  )
  return {
    kind: 'session' as const,
    token,
    exp,
    user: { id: user.id, username: user.username, nama: user.nama ?? null },
    recoveryCodes,
    cookie: sessionCookie(payload, token),
  }
}
