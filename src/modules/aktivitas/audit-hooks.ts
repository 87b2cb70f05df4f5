import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
  PayloadRequest,
} from 'payload'

import type { ObjekAktivitas } from './aktivitas.rules'
import { changedFields } from './changed-fields'
import { recordActivity } from './record-activity'

type Doc = Record<string, unknown>

const username = (req: PayloadRequest) => (req.user as { username?: string } | null)?.username

const titleOf = (doc: Doc) =>
  [doc.judul, doc.namaBank, doc.username].find((v) => typeof v === 'string') as string | undefined

/**
 * Records every add, edit and delete of a collection's records, whichever way it came (/api,
 * the back-office, /cms). Writes without a signed-in user are the start-up's own (the bank's
 * fixed texts, the demo content), not anyone's activity.
 */
export function auditCollection(objek: ObjekAktivitas): {
  afterChange: CollectionAfterChangeHook
  afterDelete: CollectionAfterDeleteHook
} {
  return {
    afterChange: async ({ doc, previousDoc, operation, req }) => {
      const pengguna = username(req)
      if (!pengguna) return doc
      // A move to the trash (deletedAt set) is SPEC's delete; a restore from it is an edit.
      const trashed = Boolean(doc.deletedAt) && !previousDoc?.deletedAt
      const kolom =
        operation === 'update' && !trashed ? changedFields(doc, previousDoc ?? {}) : undefined
      await recordActivity(
        req.payload,
        {
          jenis: operation === 'create' ? 'tambah' : trashed ? 'hapus' : 'ubah',
          pengguna,
          objek,
          objekId: doc.id,
          judul: titleOf(doc),
          kolom,
        },
        { req },
      )
      return doc
    },
    afterDelete: async ({ doc, id, req }) => {
      const pengguna = username(req)
      if (!pengguna) return doc
      await recordActivity(
        req.payload,
        { jenis: 'hapus', pengguna, objek, objekId: id, judul: titleOf(doc) },
        { req },
      )
      return doc
    },
  }
}

/** Records every edit of the bank's identity (the site-settings global). */
export const auditSiteSettings: GlobalAfterChangeHook = async ({ doc, previousDoc, req }) => {
  const pengguna = username(req)
  if (!pengguna) return doc
  await recordActivity(
    req.payload,
    {
      jenis: 'ubah',
      pengguna,
      objek: 'site-settings',
      judul: titleOf(doc),
      kolom: changedFields(doc, previousDoc ?? {}),
    },
    { req },
  )
  return doc
}
