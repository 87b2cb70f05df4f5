import type { Access } from 'payload'

import type { User } from '@/payload-types'

/**
 * Whistleblowing reports are read only by administrators another administrator marked as
 * whistleblowing officers (modules/accounts, audited): every other account, /cms and /cms-api
 * included, is refused by the collection's access.
 */
export const isWhistleblowingOfficer: Access = ({ req }) => isOfficer(req.user as User | null)

export const isOfficer = (
  user: Pick<User, 'active' | 'petugasWhistleblowing'> | null | undefined,
) => Boolean(user?.petugasWhistleblowing && user.active !== false)
