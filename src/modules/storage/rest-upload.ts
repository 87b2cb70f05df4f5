import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'

import { badRequest } from '@/lib/errors'
import { BAD_FORM } from '@/lib/form-limits'
import { formFile } from '@/lib/http'

import { UPLOAD_COLLECTIONS, type UploadCollection } from './file-store'
import { focalOf, prepareUpload } from './prepare-upload'
import { recordNameOf } from './record-name'
import { removeFiles, type StagedUpload, storeUpload } from './stored-upload'

/** Names, on the request Payload gets, the upload stored for it here. */
export const STAGED_UPLOAD_HEADER = 'x-bprs-staged-upload'

// On globalThis: the hooks that take an upload may come from another bundle's copy of this module.
const shared = globalThis as { bprsRestUploads?: Map<string, StagedUpload> }
const waiting = (shared.bprsRestUploads ??= new Map())

/** The upload stored for a request by stageRestUpload, handed over once. */
export function takeRestUpload(token: string | null | undefined): StagedUpload | undefined {
  const staged = token ? waiting.get(token) : undefined
  if (token) waiting.delete(token)
  return staged
}

type Staged = {
  /** The request for Payload: without the file, naming the stored one. */
  request: Request
  /** After Payload has answered: the replaced files go once the record committed, else the new. */
  settle(committed: boolean): Promise<void>
}

/** The record's fields of a Payload REST form: its `_payload` JSON, else the form's own fields. */
function sentData(form: FormData): Record<string, unknown> {
  const json = form.get('_payload')
  if (typeof json !== 'string') return Object.fromEntries(form)
  try {
    const data: unknown = JSON.parse(json)
    return data && typeof data === 'object' ? (data as Record<string, unknown>) : {}
  } catch {
    // Payload refuses it with its own answer.
    return {}
  }
}

const rebuilt = (request: Request, body: BodyInit | null, headers: Headers) =>
  new Request(request.url, { method: request.method, headers, body, signal: request.signal })

/**
 * Payload's REST (/cms-api, and so the /cms panel) opens its database transaction before any hook
 * runs: a file stored from a hook would hold a connection "idle in transaction" for as long as the
 * store takes, or hangs. So an administrator's create or update with a file has it judged and
 * stored here first, as the services do (writeWithUpload); Payload gets the request without the
 * file, and the upload hooks (upload-hooks.ts) take the stored one by its token.
 */
export async function stageRestUpload(
  payload: Payload,
  request: Request,
  slug: string[],
): Promise<Staged> {
  const body = request.body ? new Uint8Array(await request.arrayBuffer()) : null
  const headers = new Headers(request.headers)
  headers.delete(STAGED_UPLOAD_HEADER)
  const unchanged = { request: rebuilt(request, body, headers), settle: async () => {} }
  const [collection, id, ...rest] = slug
  const write =
    (request.method === 'POST' && id === undefined) ||
    (['PATCH', 'PUT'].includes(request.method) && /^\d{1,15}$/.test(id ?? '') && !rest.length)
  if (
    !write ||
    !UPLOAD_COLLECTIONS.includes(collection as UploadCollection) ||
    !/^multipart\/form-data/i.test(request.headers.get('content-type') ?? '')
  ) {
    return unchanged
  }
  // Nothing is stored for a caller Payload would refuse.
  const { user } = await payload.auth({ headers: request.headers })
  if (!user) return unchanged
  const form = await unchanged.request
    .clone()
    .formData()
    .catch(() => {
      throw badRequest(BAD_FORM)
    })
  const file = await formFile(form, 'file')
  if (!file) return unchanged

  const data = sentData(form)
  const record = await recordNameOf(payload, collection as UploadCollection, data, id)
  // A media item's renditions are cut around the focal point the panel sends with the file.
  const focal = payload.collections[collection as 'media']?.config.upload.focalPoint
    ? focalOf(data)
    : undefined
  const staged = await storeUpload(
    collection as UploadCollection,
    await prepareUpload(collection as UploadCollection, file, record, { focal }),
  )
  const token = randomUUID()
  waiting.set(token, staged)
  form.delete('file')
  // The form is sent again, with a boundary of its own.
  headers.delete('content-type')
  headers.delete('content-length')
  headers.set(STAGED_UPLOAD_HEADER, token)
  return {
    request: rebuilt(request, form, headers),
    async settle(committed) {
      // Never handed over (Payload refused the request first), or the write failed.
      if (takeRestUpload(token) || !committed) await removeFiles(staged.keys)
      else await removeFiles(staged.replaced)
    },
  }
}
