import { storageFault } from '@/lib/faults'
import type { UploadFile } from '@/lib/http'

import { fileStore, type UploadCollection } from './file-store'
import {
  type FileFields,
  type Focal,
  prepareUpload,
  type PreparedUpload,
  type RecordName,
} from './prepare-upload'
import { withRecordLock } from './record-lock'

/** The files stored for one write, and those it leaves unused once committed. */
export type StagedUpload = {
  collection: UploadCollection
  fields: FileFields
  keys: string[]
  /** Filled by the afterChange hook: the store keys of the files the new ones replace. */
  replaced: string[]
}

/** The request-context key under which a write carries its staged upload to the hooks. */
export const STAGED_UPLOAD = 'stagedUpload'

/**
 * Where the hooks list what they staged themselves during a service's write (a moved focal
 * point's renditions): Payload may copy the request context, but not this list it holds.
 */
const SETTLEMENT = 'uploadSettlement'

export const settlementOf = (context: Record<string, unknown>) =>
  context[SETTLEMENT] as StagedUpload[] | undefined

/** Stores every file of a prepared upload (original and renditions), or none of them. */
export async function storeUpload(
  collection: UploadCollection,
  { fields, blobs }: PreparedUpload,
): Promise<StagedUpload> {
  const store = fileStore()
  const keys: string[] = []
  try {
    for (const blob of blobs) {
      const key = store.keyOf(collection, blob.filename)
      keys.push(key)
      await store.put(key, blob.data, blob.mimeType)
    }
  } catch (error) {
    // Not awaited: a hung store would make the answer wait twice; the sweep catches leftovers.
    void removeFiles(keys)
    throw storageFault(error)
  }
  return { collection, fields, keys, replaced: [] }
}

/** Removes stored files; one that cannot be removed now is left to the orphan sweep. */
export async function removeFiles(keys: string[]) {
  const store = fileStore()
  await Promise.all(
    keys.map((key) =>
      store.remove(key).catch((error: unknown) => {
        console.error(`storage: ${key} not removed; the orphan sweep will retry`, error)
      }),
    ),
  )
}

/** Every file a record uses: the original and its renditions. */
export function filesOf(doc: {
  filename?: string | null
  sizes?: Record<string, { filename?: string | null } | undefined> | null
}): string[] {
  const names = [doc.filename, ...Object.values(doc.sizes ?? {}).map((s) => s?.filename)]
  return names.filter((name): name is string => Boolean(name))
}

/**
 * Runs a create or update that may carry a file, named after `record` as it will be once
 * written. The file is stored first, before any database transaction opens; the record then
 * points at it; the files it replaced are removed only once the record is committed. Any
 * failure leaves the old record and its files as they were and removes the new file. Writes to
 * one record run one at a time (`recordId`), so each knows exactly which files it replaced.
 */
export async function writeWithUpload<T>(
  collection: UploadCollection,
  file: UploadFile | undefined,
  record: RecordName & { focal?: Focal },
  write: (context: Record<string, unknown>) => Promise<T>,
  recordId?: string | number,
): Promise<T> {
  const prepared = file && (await prepareUpload(collection, file, record, { focal: record.focal }))
  // What this write stored, and what the hooks store during it (upload-hooks.ts).
  const staged: StagedUpload[] = prepared ? [await storeUpload(collection, prepared)] : []
  const context = { [SETTLEMENT]: staged, ...(prepared && { [STAGED_UPLOAD]: staged[0] }) }
  const run = async () => {
    try {
      return await write(context)
    } catch (error) {
      await removeFiles(staged.flatMap((s) => s.keys))
      throw error
    }
  }
  const result =
    recordId === undefined ? await run() : await withRecordLock(collection, recordId, run)
  await removeFiles(staged.flatMap((s) => s.replaced))
  return result
}
