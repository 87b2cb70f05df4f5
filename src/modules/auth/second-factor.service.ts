import { badRequest, unauthorized } from '@/lib/errors'
import type { ServiceContext } from '@/lib/service-context'
import { parseInput } from '@/lib/parse-input'
import { recordActivity } from '@/modules/aktivitas/record-activity'
import type { User } from '@/payload-types'

import { ACCOUNT_SERVICE, ACTIVITY_RECORDED } from './auth.rules'
import { AUTH_MESSAGES, totpCodeSchema, totpDisableSchema } from './auth.schema'
import { secondFactorRequired } from './login-challenge'
import { acceptSecondFactor, acceptTotpCode, readAccount } from './second-factor'
import { seal } from './secret-box'
import { confirmOwnPassword, reserveAttempt, succeedAttempt } from './throttled-checks'
import { hashRecoveryCodes, newRecoveryCodes, newTotpSecret, totpEnrolment } from './totp'

type Caller = ServiceContext & { user: User }

function signedIn(ctx: ServiceContext): Caller {
  if (!ctx.user) throw unauthorized()
  return ctx as Caller
}

const save = (ctx: Caller, data: Partial<User>) =>
  ctx.payload.update({
    collection: 'users',
    id: ctx.user.id,
    data,
    user: ctx.user,
    overrideAccess: false,
    context: { [ACCOUNT_SERVICE]: true, [ACTIVITY_RECORDED]: true },
  })

const audit = (ctx: Caller, keterangan: string, headers: Headers) =>
  recordActivity(
    ctx.payload,
    {
      jenis: 'ubah',
      pengguna: ctx.user.username,
      objek: 'users',
      objekId: ctx.user.id,
      judul: ctx.user.username,
      keterangan,
    },
    { headers },
  )

/** Codes count toward the login throttle, wherever they are typed. */
const reserve = (ctx: Caller, headers: Headers) =>
  reserveAttempt(ctx.payload, headers, ctx.user.username)

/** A right code gives the points back, as a right password does at sign-in. */
const succeed = (ctx: Caller, headers: Headers) =>
  succeedAttempt(ctx.payload, headers, ctx.user.username)

export async function secondFactorStatus(context: ServiceContext) {
  const ctx = signedIn(context)
  return { enabled: Boolean(ctx.user.totpEnabled), required: secondFactorRequired() }
}

/** Step one of adding the second factor: a new secret, kept aside until a code confirms it. */
export async function startTotpSetup(context: ServiceContext) {
  const ctx = signedIn(context)
  if (ctx.user.totpEnabled) throw badRequest(AUTH_MESSAGES.totpAlreadyOn)
  const secret = newTotpSecret()
  await save(ctx, { totpPendingSecret: seal(secret) })
  const { uri, svg } = await totpEnrolment(secret, ctx.user.username)
  return { secret, uri, qrSvg: svg }
}

/** Step two: a code from the app turns it on; the ten recovery codes are returned once. */
export async function confirmTotpSetup(context: ServiceContext, input: unknown, headers: Headers) {
  const ctx = signedIn(context)
  const { code } = parseInput(totpCodeSchema, input)
  const account = await readAccount(ctx.payload, ctx.user.id)
  if (!account || account.totpEnabled) throw badRequest(AUTH_MESSAGES.totpAlreadyOn)
  if (!account.totpPendingSecret) throw badRequest(AUTH_MESSAGES.totpNotStarted)
  await reserve(ctx, headers)
  if (!(await acceptTotpCode(ctx.payload, account, code, true))) {
    throw badRequest(AUTH_MESSAGES.codeWrong)
  }
  await succeed(ctx, headers)
  const recoveryCodes = newRecoveryCodes()
  await save(ctx, {
    totpEnabled: true,
    totpSecret: account.totpPendingSecret,
    totpPendingSecret: null,
    recoveryCodes: hashRecoveryCodes(recoveryCodes),
  })
  await audit(ctx, 'Verifikasi dua langkah diaktifkan', headers)
  return { recoveryCodes, message: AUTH_MESSAGES.totpOn }
}

/** Turning it off needs the password and a code (or a recovery code), and is refused when required. */
export async function disableTotp(context: ServiceContext, input: unknown, headers: Headers) {
  const ctx = signedIn(context)
  const { password, code } = parseInput(totpDisableSchema, input)
  if (secondFactorRequired()) throw badRequest(AUTH_MESSAGES.totpRequired)
  const account = await readAccount(ctx.payload, ctx.user.id)
  if (!account?.totpEnabled) throw badRequest(AUTH_MESSAGES.totpOff)
  await confirmOwnPassword(
    ctx.payload,
    ctx.user.username,
    password,
    headers,
    AUTH_MESSAGES.wrongCurrent,
  )
  await reserve(ctx, headers)
  if (!(await acceptSecondFactor(ctx.payload, account, code))) {
    throw badRequest(AUTH_MESSAGES.codeWrong)
  }
  await succeed(ctx, headers)
  await save(ctx, { totpEnabled: false, totpSecret: null, recoveryCodes: null })
  await audit(ctx, 'Verifikasi dua langkah dimatikan', headers)
  return { message: AUTH_MESSAGES.totpTurnedOff }
}
