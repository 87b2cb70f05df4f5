import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access/is-admin'
import { env } from '@/lib/env'

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
  fields: [{ name: 'nama', type: 'text', maxLength: 100 }],
}
