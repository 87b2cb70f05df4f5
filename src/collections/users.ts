import {
  AuthenticationError,
  Forbidden,
  ValidationError,
  type Access,
  type CollectionConfig,
  type PayloadRequest,
} from 'payload'

import { isAdmin } from '@/access/is-admin'
import { clientAddress } from '@/lib/client-address'
import { env } from '@/lib/env'
import { recordActivity } from '@/modules/aktivitas/record-activity'
import {
  ACCOUNT_SERVICE,
  OFFICER_SERVICE,
  ACTIVITY_RECORDED,
  AUTO_LOGOUT,
  PASSWORD_CHECKED,
  SESSION_IDLE_MINUTES,
} from '@/modules/auth/auth.rules'
import { AUTH_MESSAGES } from '@/modules/auth/auth.schema'
import { loginThrottle, TooManyLoginAttempts } from '@/modules/auth/login-throttle'
import { LoginChallenge, pendingSteps } from '@/modules/auth/login-challenge'
import { markSignedIn } from '@/modules/auth/mark-signed-in'
import { passwordProblem } from '@/modules/auth/password-rule'
import { VERIFYING_PASSWORD } from '@/modules/auth/verify-password'
import type { User } from '@/payload-types'

const invalid = (message: string, path: string) =>
  new ValidationError({ errors: [{ message, path }] })

type UserData = { password?: unknown; username?: unknown }

/**
 * Accounts change only through the services of /admin, which ask for the caller's password (or
 * code) first; /cms's forms have no such field, so there the users are read-only.
 */
const throughAccountService: Access = ({ req }) =>
  Boolean(req.user) && req.context[ACCOUNT_SERVICE] === true

const actor = (req: PayloadRequest) =>
  (req.user as { username?: string } | null)?.username ?? 'sistem'

// Every user is the bank's administrator: the spec has a single role.
export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: 'Administrator', plural: 'Administrator' },
  admin: {
    useAsTitle: 'username',
    defaultColumns: ['username', 'nama', 'active', 'totpEnabled', 'lastLoginAt'],
    description:
      'Hanya dapat dilihat di sini. Tambah, nonaktifkan atau reset password administrator di /admin → Administrator.',
  },
  access: {
    read: isAdmin,
    create: throughAccountService,
    update: throughAccountService,
    // An account that leaves is deactivated, so the audit trail keeps whom it names.
    delete: () => false,
    admin: ({ req }) => Boolean(req.user),
  },
  auth: {
    loginWithUsername: { allowEmailLogin: false, requireEmail: false },
    tokenExpiration: SESSION_IDLE_MINUTES * 60,
    useSessions: true,
    // No lock per account (anyone could keep the administrator locked out with five wrong
    // passwords); the login throttle counts per address and per address and account instead.
    maxLoginAttempts: 0,
    cookies: { sameSite: 'Strict', secure: env.secureCookies },
  },
  hooks: {
    beforeOperation: [
      async ({ args, operation, req }) => {
        const data = 'data' in args ? (args.data as UserData | undefined) : undefined
        switch (operation) {
          case 'login': {
            const throttle = await loginThrottle(req.payload)
            try {
              await throttle.reserve(clientAddress(req.headers), String(data?.username ?? ''))
            } catch (error) {
              if (error instanceof TooManyLoginAttempts) {
                req.responseHeaders = new Headers({
                  'Retry-After': String(Math.ceil(error.retryAfterSeconds)),
                })
              }
              throw error
            }
            return args
          }
          // No e-mail is configured, and a reset token read from the database must not get
          // around the rule that only change-password sets a password.
          case 'forgotPassword':
          case 'resetPassword':
            throw new Forbidden(req.t)
          case 'create':
            break
          case 'update':
            // Only /api/auth/change-password, which checks the current password, may set a new
            // one: a stolen session must not take the account over through /cms or /cms-api.
            if (data?.password && !req.context[PASSWORD_CHECKED]) {
              throw invalid(AUTH_MESSAGES.changeElsewhere, 'password')
            }
            break
          default:
            return args
        }
        if (typeof data?.password === 'string') {
          const problem = await passwordProblem(data.password)
          if (problem) throw invalid(problem, 'password')
        }
        return args
      },
    ],
    beforeLogin: [
      ({ req, user }) => {
        const account = user as User
        // A deactivated account fails like a wrong password: the answer tells nobody it exists.
        if (account.active === false) throw new AuthenticationError(req.t)
        if (req.context[VERIFYING_PASSWORD]) return user
        const [step] = pendingSteps(account, [])
        // Payload revokes the session it just opened; /api/auth/login turns this into a challenge.
        if (step) throw new LoginChallenge(account.id, step)
        return user
      },
    ],
    afterLogin: [
      async ({ req, user }) => {
        const throttle = await loginThrottle(req.payload)
        await throttle.succeed(clientAddress(req.headers), String(user.username ?? ''))
        if (req.context[VERIFYING_PASSWORD]) return
        await markSignedIn(req.payload, user.id, req)
        await recordActivity(
          req.payload,
          { jenis: 'login', pengguna: String(user.username), objek: 'users', objekId: user.id },
          { req },
        )
      },
    ],
    afterLogout: [
      async ({ req }) => {
        if (req.context[VERIFYING_PASSWORD] || !req.user) return
        const auto = Boolean(req.context[AUTO_LOGOUT])
        await recordActivity(
          req.payload,
          {
            jenis: 'logout',
            pengguna: actor(req),
            objek: 'users',
            objekId: req.user.id,
            keterangan: auto
              ? `Otomatis setelah ${SESSION_IDLE_MINUTES} menit tidak aktif`
              : undefined,
          },
          { req },
        )
      },
    ],
    afterChange: [
      async ({ doc, operation, req }) => {
        if (
          operation === 'update' &&
          req.context[PASSWORD_CHECKED] &&
          !req.context[ACTIVITY_RECORDED]
        ) {
          await recordActivity(
            req.payload,
            { jenis: 'ubah-password', pengguna: actor(req), objek: 'users', objekId: doc.id },
            { req },
          )
        }
        if (operation === 'create') {
          req.payload.logger.warn({
            msg: 'Administrator dibuat',
            username: doc.username,
            by: actor(req),
          })
        }
      },
    ],
    afterDelete: [
      ({ doc, req }) => {
        req.payload.logger.warn({
          msg: 'Administrator dihapus',
          username: doc.username,
          by: actor(req),
        })
      },
    ],
  },
  fields: [
    { name: 'nama', type: 'text', maxLength: 100 },
    { name: 'active', label: 'Aktif', type: 'checkbox', defaultValue: true },
    {
      name: 'mustChangePassword',
      label: 'Password sementara',
      type: 'checkbox',
      defaultValue: false,
      admin: { description: 'Harus diganti saat login berikutnya.' },
    },
    { name: 'lastLoginAt', label: 'Login terakhir', type: 'date' },
    { name: 'totpEnabled', label: 'Verifikasi dua langkah', type: 'checkbox', defaultValue: false },
    {
      name: 'petugasWhistleblowing',
      label: 'Petugas whistleblowing',
      type: 'checkbox',
      defaultValue: false,
      admin: {
        description: 'Hanya petugas whistleblowing yang dapat membaca laporan pelanggaran.',
      },
      // Set only by another administrator through /admin → Administrator (accounts.service.ts),
      // which asks for their password and records it; never on a new account, never by oneself.
      access: {
        create: () => false,
        update: ({ req, id }) =>
          req.context[OFFICER_SERVICE] === true && String(req.user?.id) !== String(id),
      },
    },
    // Sealed with a key derived from PAYLOAD_SECRET; never leaves the server.
    { name: 'totpSecret', type: 'text', hidden: true },
    { name: 'totpPendingSecret', type: 'text', hidden: true },
    // The last time step whose code was accepted: a code works once.
    { name: 'totpLastStep', type: 'number', hidden: true },
    // Keyed hashes of the unused recovery codes, space-separated.
    { name: 'recoveryCodes', type: 'text', hidden: true },
  ],
}
