import { APIError, type CollectionAfterDeleteHook, type CollectionBeforeDeleteHook } from 'payload'

import { removeFiles } from './case-files'

type CaseSlug = 'pengaduan' | 'wbs'
type CaseDoc = { status?: string; lampiran?: { kunci: string }[] | null }

/*
 * A complaint or a report is deleted only once finished (the retention rule: the register keeps
 * every open case), on every surface: /admin's services, /cms, /cms-api, the Local API. Its
 * outbox rows go with it, in the delete's transaction, and its files once it is gone, so a delete
 * leaves no mail to send and no orphan file. The retention purge works on the adapter itself.
 */
export const refuseOpenCaseDelete =
  (slug: CaseSlug, message: string): CollectionBeforeDeleteHook =>
  async ({ id, req }) => {
    const doc = (await req.payload.findByID({
      collection: slug,
      id,
      depth: 0,
      req,
      overrideAccess: true,
      disableErrors: true,
    })) as CaseDoc | null
    if (!doc) return
    if (doc.status !== 'selesai') throw new APIError(message, 409, null, true)
    await req.payload.db.deleteMany({
      collection: 'pengajuan-notifikasi',
      where: { [slug]: { equals: id } },
      req,
    })
  }

export const removeCaseFiles: CollectionAfterDeleteHook = async ({ doc }) => {
  await removeFiles(((doc as CaseDoc).lampiran ?? []).map((file) => file.kunci))
}
