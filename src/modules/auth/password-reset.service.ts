import { randomBytes } from 'node:crypto'

import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'

import { env } from '@/lib/env'
import { badRequest } from '@/lib/errors'
import { parseInput } from '@/lib/parse-input'
import { recordActivity } from '@/modules/aktivitas/record-activity'
import { rawDb } from '@/lib/raw-db'
import type { User } from '@/payload-types'

import { ACCOUNT_SERVICE, ACTIVITY_RECORDED, PASSWORD_CHECKED } from './auth.rules'
import { padLoginFailure } from './auth.service'
import {
  forgotPasswordSchema,
  RESET_LINK_MINUTES,
  RESET_MESSAGES,
  resetPasswordSchema,
} from './password-reset.schema'
import { passwordProblem } from './password-rule'
import { keyedHash } from './secret-box'
import { reserveAttempt } from './throttled-checks'

const PURPOSE = 'password-reset'
/** Only the hash is stored: a database read does not hand out working links. */
const stored = (token: string) => keyedHash(token, PURPOSE)

const resetUrl = (token: string) =>
  `${env.SITE_URL.replace(/\/$/, '')}/admin/reset-password?token=${encodeURIComponent(token)}`

function mail(user: User, token: string) {
  const url = resetUrl(token)
  return {
    to: user.email!,
    subject: RESET_MESSAGES.subject,
    text: `Halo ${user.nama || user.username},\n\nSeseorang meminta pengaturan ulang password akun administrator "${user.username}". Buka tautan berikut dalam ${RESET_LINK_MINUTES} menit untuk membuat password baru (hanya dapat dipakai sekali):\n\n${url}\n\nJika bukan Anda yang meminta, abaikan email ini; password Anda tidak berubah.\n`,
  }
}

/**
 * 'Lupa password?': mails a single-use link, valid RESET_LINK_MINUTES, to the account's address.
 * The answer, and its timing, are the same whether the account exists or not.
 */
export async function requestPasswordReset(payload: Payload, input: unknown, headers: Headers) {
  if (!env.mailConfigured) throw badRequest(RESET_MESSAGES.noMail)
  const { username } = parseInput(forgotPasswordSchema, input)
  const startedAt = performance.now()
  // Requests count toward the login throttle of the address, so links cannot be sprayed.
  await reserveAttempt(payload, headers, username)
  const { docs } = await payload.find({
    collection: 'users',
    where: { username: { equals: username } },
    limit: 1,
    overrideAccess: true,
  })
  const user = docs[0]
  if (user && user.active !== false && user.email) {
    const token = randomBytes(32).toString('base64url')
    await payload.db.updateOne({
      collection: 'users',
      id: user.id,
      data: {
        resetPasswordToken: stored(token),
        resetPasswordExpiration: new Date(Date.now() + RESET_LINK_MINUTES * 60_000).toISOString(),
      },
      returning: false,
    })
    // Not awaited: a slow mail server must not tell an existing account from a missing one.
    void payload
      .sendEmail(mail(user, token))
      .catch((error: unknown) => payload.logger.error({ err: error }, 'Email reset password gagal'))
    await recordActivity(
      payload,
      {
        jenis: 'ubah-password',
        pengguna: user.username,
        objek: 'users',
        objekId: user.id,
        keterangan: 'Tautan reset password dikirim ke email',
      },
      { headers },
    )
  }
  await padLoginFailure(startedAt)
  return { message: RESET_MESSAGES.sent }
}

/** Spends the link: of two uses at once, only one finds the token still there. */
async function claim(payload: Payload, id: number, hash: string) {
  const db = await rawDb(payload)
  const rows = await db.all<{ id: number }>(
    sql`UPDATE users SET reset_password_token = NULL, reset_password_expiration = NULL
        WHERE id = ${id} AND reset_password_token = ${hash} RETURNING id`,
  )
  return rows.length === 1
}

/** Sets a new password from a mailed link; every session of the account ends. */
export async function resetPasswordWithLink(payload: Payload, input: unknown, headers: Headers) {
  const { token, newPassword } = parseInput(resetPasswordSchema, input)
  const hash = stored(token)
  const user = (await payload.db.findOne({
    collection: 'users',
    where: { resetPasswordToken: { equals: hash } },
  })) as User | null
  const expires = user?.resetPasswordExpiration ? Date.parse(user.resetPasswordExpiration) : 0
  if (!user || user.active === false || !(expires > Date.now())) {
    throw badRequest(RESET_MESSAGES.linkInvalid)
  }
  const problem = await passwordProblem(newPassword)
  if (problem) throw badRequest(problem)
  if (!(await claim(payload, user.id, hash))) throw badRequest(RESET_MESSAGES.linkInvalid)
  await payload.update({
    collection: 'users',
    id: user.id,
    data: { password: newPassword, mustChangePassword: false },
    overrideAccess: true,
    context: { [ACCOUNT_SERVICE]: true, [ACTIVITY_RECORDED]: true, [PASSWORD_CHECKED]: true },
  })
  await payload.db.updateOne({
    collection: 'users',
    id: user.id,
    data: { sessions: [] },
    returning: false,
  })
  await recordActivity(
    payload,
    {
      jenis: 'ubah-password',
      pengguna: user.username,
      objek: 'users',
      objekId: user.id,
      keterangan: 'Password diatur ulang melalui tautan email',
    },
    { headers },
  )
  return { message: RESET_MESSAGES.done }
}
