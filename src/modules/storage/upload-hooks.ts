import type { CollectionConfig } from 'payload'

import { SAVING_DRAFT } from '@/modules/content/publication'

import { fileStore, type UploadCollection } from './file-store'
import { assertFieldsValid } from './assert-fields-valid'
import {
  cutsAroundFocalPoint,
  fail,
  focalOf,
  prepareUpload,
  recropImage,
  UPLOAD_RULES,
} from './prepare-upload'
import { lockRecordInTransaction } from './record-lock'
import { recordNameOf } from './record-name'
import { STAGED_UPLOAD_HEADER, takeRestUpload } from './rest-upload'
import {
  filesOf,
  removeFiles,
  settlementOf,
  STAGED_UPLOAD,
  type StagedUpload,
  storeUpload,
} from './stored-upload'

type Hooks = NonNullable<CollectionConfig['hooks']>
type BeforeOperationArgs = Parameters<NonNullable<Hooks['beforeOperation']>[number]>[0]

/**
 * Payload re-crops an image itself when its focal point changes (its `uploadEdits`), writing the
 * files where we do not store them: the point is moved into the data instead, and the renditions
 * are made again here (restage).
 */
function takeUploadEdits(req: BeforeOperationArgs['req'], data: Record<string, unknown>) {
  const edits = req.query?.uploadEdits as { focalPoint?: { x?: unknown; y?: unknown } } | undefined
  if (!edits || typeof edits !== 'object') return
  // As Payload reads it: the edit's point wins over the fields the panel sends beside it.
  const point = focalOf({ focalX: edits.focalPoint?.x, focalY: edits.focalPoint?.y })
  if (point) Object.assign(data, { focalX: point.x, focalY: point.y })
  delete (req.query as Record<string, unknown>).uploadEdits
}

/**
 * An image whose focal point moved without a new file gets renditions cut around the new point,
 * from its stored original. Returns them staged, or nothing when the point did not move.
 */
async function restage(
  collection: UploadCollection,
  id: string | number,
  data: Record<string, unknown>,
  req: BeforeOperationArgs['req'],
) {
  const focal = focalOf(data)
  if (!focal || !cutsAroundFocalPoint(collection)) return undefined
  const existing = (await req.payload.findByID({
    collection,
    id,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    req,
  })) as {
    filename?: string | null
    mimeType?: string | null
    focalX?: number | null
    focalY?: number | null
  } | null
  if (!existing?.filename || !existing.mimeType) return undefined
  if ((existing.focalX ?? 50) === focal.x && (existing.focalY ?? 50) === focal.y) return undefined
  const store = fileStore()
  const bytes = await store.read(store.keyOf(collection, existing.filename))
  const prepared = await recropImage(
    collection,
    { filename: existing.filename, data: bytes, mimeType: existing.mimeType },
    focal,
  )
  return storeUpload(collection, prepared)
}

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
        const refocuses = Boolean(config?.upload && config.upload.focalPoint)
        if (refocuses) takeUploadEdits(req, (args.data ??= {}) as Record<string, unknown>)
        // Stored before Payload's transaction opened (rest-upload.ts), and removed there if needed.
        const early = takeRestUpload(req.headers?.get(STAGED_UPLOAD_HEADER))
        if (early?.collection === collection) req.context[STAGED_UPLOAD] = early
        const recordId = typeof id === 'string' || typeof id === 'number' ? id : undefined
        if (req.file) {
          const data = args.data ?? {}
          const record = await recordNameOf(req.payload, collection, data, recordId, req)
          const focal = refocuses ? focalOf(data) : undefined
          const prepared = await prepareUpload(collection, req.file, record, { focal })
          await assertFieldsValid({ collection: config, id: recordId, data, req })
          req.context[STAGED_UPLOAD] = await storeUpload(collection, prepared)
          req.context.stagedHere = true
          // Nothing is left for Payload to store or to delete.
          req.file = undefined
        }
        if (refocuses && recordId !== undefined && !stagedFor(req.context, collection)) {
          const staged = await restage(collection, recordId, args.data ?? {}, req)
          if (staged) {
            req.context[STAGED_UPLOAD] = staged
            req.context.stagedHere = true
            // A service's write (writeWithUpload) settles these files once it knows the outcome.
            settlementOf(req.context)?.push(staged)
          }
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
