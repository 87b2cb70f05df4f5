import { APIError, ValidationError } from 'payload'

import { AppError, badRequest, payloadTooLarge } from './errors'
import { databaseUnavailable, isDatabaseFault } from './faults'

import { BAD_FORM, MAX_FORM_BYTES, TOO_LARGE } from './form-limits'

export type UploadFile = { data: Buffer; mimetype: string; name: string; size: number }

const BAD_JSON = 'Format JSON tidak valid.'
export const BAD_TEXT = 'Teks berisi karakter yang tidak diizinkan.'

/** PostgreSQL cannot store a NUL character in text, so such input is refused as bad input. */
export const hasNul = (text: string) => text.includes('\u0000')

const containsNul = (value: unknown): boolean =>
  typeof value === 'string'
    ? hasNul(value)
    : typeof value === 'object' && value !== null
      ? Object.entries(value).some(([key, inner]) => hasNul(key) || containsNul(inner))
      : false

/** Maps any thrown error to the JSON answer `{ error }`; only our own messages reach the client. */
export function errorResponse(error: unknown): Response {
  if (error instanceof AppError) return json({ error: error.message }, error.status, error.headers)
  if (error instanceof ValidationError) {
    const first = (error.data as { errors?: { message: string }[] })?.errors?.[0]?.message
    return json({ error: first ?? 'Data tidak valid.' }, 400)
  }
  if (error instanceof APIError && error.status < 500) {
    return json(
      { error: error.isPublic ? error.message : 'Permintaan tidak dapat diproses.' },
      error.status,
    )
  }
  console.error(error)
  // A fault is told as a fault: never as bad input, and never as a lost session.
  if (isDatabaseFault(error)) return json({ error: databaseUnavailable().message }, 503)
  return json({ error: 'Terjadi kesalahan pada server.' }, 500)
}

export function json(body: unknown, status = 200, headers?: HeadersInit): Response {
  return Response.json(body, {
    status,
    headers: { 'Cache-Control': 'private, no-store', ...headers },
  })
}

/** JSON bodies (login, change-password) are tiny; anything bigger is refused unread. */
const MAX_JSON_BYTES = 16 * 1024

/**
 * Reads a request body, refusing it with 413 as soon as it passes the limit, so an oversized
 * upload is never buffered whole.
 */
export async function readBody(
  request: Request,
  maxBytes: number,
  invalid: string,
): Promise<Buffer> {
  const declared = Number(request.headers.get('content-length') ?? 0)
  if (declared > maxBytes) throw payloadTooLarge(TOO_LARGE)
  if (!request.body) throw badRequest(invalid)
  const chunks: Uint8Array[] = []
  let total = 0
  const reader = request.body.getReader()
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      total += value.byteLength
      if (total > maxBytes) {
        await reader.cancel()
        throw payloadTooLarge(TOO_LARGE)
      }
      chunks.push(value)
    }
  } catch (error) {
    if (error instanceof AppError) throw error
    // The client went away mid-upload: nothing has been stored, so there is nothing to undo.
    throw badRequest(invalid)
  }
  return Buffer.concat(chunks)
}

export async function readForm(request: Request): Promise<FormData> {
  const contentType = request.headers.get('content-type') ?? ''
  if (!contentType.toLowerCase().startsWith('multipart/form-data')) throw badRequest(BAD_FORM)
  const body = await readBody(request, MAX_FORM_BYTES, BAD_FORM)
  try {
    return await new Response(new Uint8Array(body), {
      headers: { 'content-type': contentType },
    }).formData()
  } catch {
    throw badRequest(BAD_FORM)
  }
}

export async function readJson(
  request: Request,
  maxBytes = MAX_JSON_BYTES,
): Promise<Record<string, unknown>> {
  // A JSON type also means a browser asks first before sending it from another origin.
  const contentType = request.headers.get('content-type') ?? ''
  if (!/^application\/json\s*(;|$)/i.test(contentType)) throw badRequest(BAD_JSON)
  const text = (await readBody(request, maxBytes, BAD_JSON)).toString('utf8')
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    throw badRequest(BAD_JSON)
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw badRequest(BAD_JSON)
  if (containsNul(body)) throw badRequest(BAD_TEXT)
  return body as Record<string, unknown>
}

/** A form field as text ('' when absent or a file). */
export const formText = (form: FormData, name: string) => {
  const value = form.get(name)
  if (typeof value !== 'string') return ''
  if (hasNul(value)) throw badRequest(BAD_TEXT)
  return value
}

/** A form field as an upload, or undefined when no file was chosen. */
export async function formFile(form: FormData, name: string): Promise<UploadFile | undefined> {
  const value = form.get(name)
  if (!value || typeof value === 'string' || value.size === 0) return undefined
  const data = Buffer.from(await value.arrayBuffer())
  return { data, name: value.name || name, mimetype: value.type, size: data.length }
}
