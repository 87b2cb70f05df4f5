import { Forbidden, ValidationError, type CollectionConfig, type PayloadRequest } from 'payload'

import { isAdmin } from '@/access/is-admin'
import { clientAddress } from '@/lib/client-address'
import { env } from '@/lib/env'
import { recordActivity } from '@/modules/aktivitas/record-activity'
import { AUTO_LOGOUT, PASSWORD_CHECKED } from '@/modules/auth/auth.rules'
import { AUTH_MESSAGES } from '@/modules/auth/auth.schema'
import { loginThrottle, TooManyLoginAttempts } from '@/modules/auth/login-throttle'
import { passwordProblem } from '@/modules/auth/password-rule'
import { VERIFYING_PASSWORD, verifyPassword } from '@/modules/auth/verify-password'

/** Creating (also as `currentPassword` in the body) or deleting an administrator carries this. */
export const CURRENT_PASSWORD_HEADER = 'x-current-password'

export const SESSION_IDLE_SECONDS = 15 * 60

const invalid = (message: string, path: string) =>
  new ValidationError({ errors: [{ message, path }] })

type UserData = { password?: unknown; currentPassword?: unknown; username?: unknown }

/**
 * A stolen session must not become a lasting foothold: whoever creates or deletes an
 * administrator proves again that they know their own password.
 */
async function confirmCaller(req: PayloadRequest, data?: UserData) {
  const supplied = data?.currentPassword ?? req.headers.get(CURRENT_PASSWORD_HEADER)
  if (typeof supplied !== 'string' || !supplied) {
    throw invalid(AUTH_MESSAGES.confirmRequired, 'currentPassword')
  }
  const username = (req.user as { username?: string } | null)?.username ?? ''
  if (!(await verifyPassword(req.payload, username, supplied, req.headers))) {
    throw invalid(AUTH_MESSAGES.wrongCurrent, 'currentPassword')
  }
}

const actor = (req: PayloadRequest) =>
  (req.user as { username?: string } | null)?.username ?? 'sistem'

// Every user is the bank's administrator: the spec has a single role.
export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: 'Administrator', plural: 'Administrator' },
  admin: { useAsTitle: 'username' },
  access: {
    read: isAdmin,
    create: isAdmin,
    update: isAdmin,
    delete: isAdmin,
    admin: ({ req }) => Boolean(req.user),
  },
  auth: {
    loginWithUsername: { allowEmailLogin: false, requireEmail: false },
    tokenExpiration: SESSION_IDLE_SECONDS,
    useSessions: true,
    // No lock per account (anyone could keep the administrator locked out with five wrong
    // passwords); the login throttle counts per address and per address and account instead.
    maxLoginAttempts: 0,
    // Secure in production and on any HTTPS site; browsers still accept it on http://localhost.
    cookies: {
      sameSite: 'Strict',
      secure: env.isProduction || env.SITE_URL.startsWith('https://'),
    },
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
            if (req.user) await confirmCaller(req, data)
            if (data) delete data.currentPassword
            break
          case 'delete':
            if (req.user) await confirmCaller(req)
            return args
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
    afterLogin: [
      async ({ req, user }) => {
        const throttle = await loginThrottle(req.payload)
        await throttle.succeed(clientAddress(req.headers), String(user.username ?? ''))
        if (req.context[VERIFYING_PASSWORD]) return
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
            keterangan: auto ? 'Otomatis setelah 15 menit tidak aktif' : undefined,
          },
          { req },
        )
      },
    ],
    afterChange: [
      async ({ doc, operation, req }) => {
        if (operation === 'update' && req.context[PASSWORD_CHECKED]) {
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
  fields: [{ name: 'nama', type: 'text', maxLength: 100 }],
}
