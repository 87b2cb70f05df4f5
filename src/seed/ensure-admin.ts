import { randomBytes } from 'node:crypto'

import type { Payload } from 'payload'

import { env } from '@/lib/env'

/** Creates the first administrator once; a generated password is printed a single time. */
export async function ensureAdmin(payload: Payload) {
  // overrideAccess: there is no user yet to authorise the very first account.
  const { totalDocs } = await payload.count({ collection: 'users', overrideAccess: true })
  if (totalDocs > 0) return
  const password = env.ADMIN_PASSWORD ?? randomBytes(12).toString('base64url')
  await payload.create({
    collection: 'users',
    data: { username: env.ADMIN_USERNAME, password, nama: 'Administrator' },
    overrideAccess: true,
  })
  if (!env.ADMIN_PASSWORD) {
    payload.logger.warn(
      `Administrator pertama dibuat. Username: ${env.ADMIN_USERNAME}  Password: ${password}  ` +
        '(simpan sekarang; kata sandi ini tidak ditampilkan lagi)',
    )
  }
}
