import type { CollectionConfig } from 'payload'

import { SAVING_DRAFT } from '@/modules/content/publication'

import { fileStore, type UploadCollection } from './file-store'
import { assertFieldsValid } from './assert-fields-valid'
import { fail, prepareUpload, UPLOAD_RULES } from './prepare-upload'
import { lockRecordInTransaction } from './record-lock'
import { recordNameOf } from './record-name'
import { STAGED_UPLOAD_HEADER, takeRestUpload } from './rest-upload'
import {
  filesOf,
  removeFiles,
  STAGED_UPLOAD,
  type StagedUpload,
  storeUpload,
} from './stored-upload'

type Hooks = NonNullable<CollectionConfig['hooks']>

const stagedFor = (context: Record<string, unknown>, collection: UploadCollection) => {
  const staged = context[STAGED_UPLOAD] as StagedUpload | undefined
  return staged?.collection === collection ? staged : undefined
}

/**
 * Payload never writes or replaces an upload's files itself: its own order deletes the old
 * file before the new record is saved. The services store a file before calling Payload
 * (writeWithUpload), and so does the guard of Payload's REST for /cms and /cms-api
 * (rest-upload.ts); a file arriving another way (the seed) is judged and stored here, before the
 * record is written. Either way the record then takes the stored file's fields, and the replaced
 * files are removed only after the commit. `more` adds the collection's other hooks.
 */
export function uploadHooks(collection: UploadCollection, more: Hooks = {}): Hooks {
  const rule = UPLOAD_RULES[collection]
  return {
    ...more,
    beforeOperation: [
      async ({ args, collection: config, operation, req }) => {
        if (operation !== 'create' && operation !== 'update' && operation !== 'delete') return args
        const id = 'id' in args ? args.id : undefined
        if (operation !== 'create' && (typeof id === 'string' || typeof id === 'number')) {
          await lockRecordInTransaction(req, collection, id)
        }
        if (operation === 'delete') return args
        // Stored before Payload's transaction opened (rest-upload.ts), and removed there if needed.
        const early = takeRestUpload(req.headers?.get(STAGED_UPLOAD_HEADER))
        if (early?.collection === collection) req.context[STAGED_UPLOAD] = early
        if (req.file) {
          const recordId = typeof id === 'string' || typeof id === 'number' ? id : undefined
          const data = args.data ?? {}
          const record = await recordNameOf(req.payload, collection, data, recordId, req)
          const prepared = await prepareUpload(collection, req.file, record)
          await assertFieldsValid({ collection: config, id: recordId, data, req })
          req.context[STAGED_UPLOAD] = await storeUpload(collection, prepared)
          req.context.stagedHere = true
          // Nothing is left for Payload to store or to delete.
          req.file = undefined
        }
        if (
          operation === 'create' &&
          rule.requiredOnCreate &&
          !stagedFor(req.context, collection)
        ) {
          fail(rule.messages.required)
        }
        return args
      },
      ...(more.beforeOperation ?? []),
    ],
    beforeChange: [
      ({ data, req }) => {
        const staged = stagedFor(req.context, collection)
        return staged ? { ...data, ...staged.fields } : data
      },
      ...(more.beforeChange ?? []),
    ],
    afterChange: [
      ({ doc, previousDoc, operation, req }) => {
        const staged = stagedFor(req.context, collection)
        // A draft's file sits beside the published one, which stays public until it is replaced.
        if (!staged || operation !== 'update' || req.context[SAVING_DRAFT]) return doc
        const kept = new Set(filesOf(doc))
        staged.replaced = filesOf(previousDoc)
          .filter((name) => !kept.has(name))
          .map((name) => fileStore().keyOf(collection, name))
        return doc
      },
      ...(more.afterChange ?? []),
    ],
    // Only Payload's REST (/cms-api) reports its errors here; the services and rest-upload.ts
    // clean up what they stored.
    afterError: [
      async ({ req }) => {
        const staged = stagedFor(req.context, collection)
        if (staged && req.context.stagedHere) await removeFiles(staged.keys)
      },
    ],
  }
}
