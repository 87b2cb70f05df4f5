import type { Field, PayloadRequest } from 'payload'

/** The number of the notice in force, read in the write's own transaction. */
export async function currentNoticeVersion(req: PayloadRequest): Promise<number | null> {
  const { docs } = await req.payload.find({
    collection: 'kebijakan-privasi',
    sort: '-versi',
    limit: 1,
    depth: 0,
    req,
    overrideAccess: true,
  })
  return docs[0]?.versi ?? null
}

/**
 * A stored consent's notice version: the one in force when the person sent the form, set when
 * the record is made and never changed, so the record keeps what its person agreed to.
 */
export const consentVersionField: Field = {
  name: 'versiKebijakanPrivasi',
  label: 'Versi kebijakan privasi yang disetujui',
  type: 'number',
  admin: { readOnly: true },
  hooks: {
    beforeChange: [
      async ({ value, operation, req, originalDoc }) =>
        operation === 'create'
          ? (value ?? (await currentNoticeVersion(req)))
          : (originalDoc?.versiKebijakanPrivasi ?? value),
    ],
  },
}
