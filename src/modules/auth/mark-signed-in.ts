import type { Payload, PayloadRequest } from 'payload'

/** When the account last signed in; written straight to the row, so no hook sees a change. */
export async function markSignedIn(payload: Payload, id: number, req?: PayloadRequest) {
  await payload.db.updateOne({
    collection: 'users',
    id,
    data: { lastLoginAt: new Date().toISOString() },
    req,
    returning: false,
  })
}
