import type { CollectionBeforeChangeHook, Field } from 'payload'

import { SAVED_BY_FIELD } from './history.rules'

/**
 * Who saved a record, kept on the record and so on each of its versions: the same username the
 * audit trail records for the change (modules/aktivitas/audit-hooks.ts). A save with no one
 * signed in (the start-up's demo content) leaves it empty.
 */
export const savedByField: Field = {
  name: SAVED_BY_FIELD,
  type: 'text',
  label: 'Diubah oleh',
  admin: { readOnly: true, position: 'sidebar' },
}

/** Sets the field on every save from the signed-in user, whatever a client sent for it. */

export const stampSavedBy: CollectionBeforeChangeHook = ({ data, req }) => {
  const username = (req.user as { username?: string } | null)?.username
  return { ...data, [SAVED_BY_FIELD]: username ?? null }
}
