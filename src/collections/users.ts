import { ValidationError, type CollectionConfig } from 'payload'

import { isAdmin } from '@/access/is-admin'
import { env } from '@/lib/env'
import { AUTH_MESSAGES } from '@/modules/auth/auth.schema'

/** Set in the request context by the change-password service, after it checked the old one. */
export const PASSWORD_CHECKED = 'passwordChecked'

export const SESSION_IDLE_SECONDS = 15 * 60

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
    maxLoginAttempts: 5,
    lockTime: 10 * 60 * 1000,
    // Secure in production and on any HTTPS site; browsers still accept it on http://localhost.
    cookies: {
      sameSite: 'Strict',
      secure: env.isProduction || env.SITE_URL.startsWith('https://'),
    },
  },
  hooks: {
    // Only /api/auth/change-password, which checks the current password, may set a new one:
    // a stolen session must not take the account over through /cms or /cms-api.
    beforeOperation: [
      ({ args, operation, req }) => {
        const data = 'data' in args ? (args.data as { password?: unknown } | undefined) : undefined
        if (operation === 'update' && data?.password && !req.context[PASSWORD_CHECKED]) {
          throw new ValidationError({
            errors: [{ message: AUTH_MESSAGES.changeElsewhere, path: 'password' }],
          })
        }
        return args
      },
    ],
  },
  fields: [{ name: 'nama', type: 'text', maxLength: 100 }],
}
