import { type Payload, ValidationError } from 'payload'

import { stageRestUpload } from '@/modules/storage/rest-upload'
import { fileAudience, type FileAudience } from '@/modules/storage/served-file'

import { AppError, badRequest, notFound } from '@/lib/errors'
import { databaseUnavailable, isDatabaseFault, storageFault } from '@/lib/faults'
import { BAD_FORM, MAX_FORM_BYTES } from '@/lib/form-limits'
import { readBody } from '@/lib/http'
import { getPayload } from '@/lib/payload'
import { assertSameOrigin } from '@/lib/same-origin'

type RestHandler = (
  request: Request,
  context: { params: Promise<{ slug: string[] }> },
) => Promise<Response>

const NOT_FOUND = 'Data tidak ditemukan.'
const BAD_QUERY = 'Parameter pencarian tidak valid.'

// Payload's routes under a collection that are not a document id.
const NAMED_ROUTES = new Set([
  'access',
  'count',
  'distinct',
  'file',
  'first-register',
  'forgot-password',
  'init',
  'login',
  'logout',
  'me',
  'refresh-token',
  'reset-password',
  'unlock',
  'versions',
])
const NUMBER_PARAMS = ['page', 'limit', 'depth']
// No collection has a point field, and Payload fails (500) on these operators elsewhere.
const GEO_OPERATOR = /\[(near|within|intersects)\]/i

/**
 * Refuses, before Payload sees it, a request it would answer with a 500 or serve wrongly; for a
 * file, says who may be served it.
 */
async function refuseBadRequest(
  payload: Payload,
  request: Request,
  slug: string[],
): Promise<FileAudience | undefined> {
  const [collection, second, third] = slug
  if (!payload.collections[collection as 'users']) return
  // E-mail verification is off: Payload fails on its missing token field.
  if (second === 'verify') throw notFound(NOT_FOUND)
  // Payload's preferences (a tab's, a list's columns) are read and written by key, not by id.
  const byKey = collection === 'payload-preferences'
  if (second && !byKey && !NAMED_ROUTES.has(second) && !/^\d{1,15}$/.test(second)) {
    throw notFound(NOT_FOUND)
  }
  let audience: FileAudience | undefined
  if (second === 'file' && ['GET', 'HEAD'].includes(request.method)) {
    audience = third ? await fileAudience(payload, collection, third, request.headers) : null
    if (!audience) throw notFound(NOT_FOUND)
  }
  const query = new URL(request.url).searchParams
  for (const name of NUMBER_PARAMS) {
    const value = query.get(name)
    if (value !== null && !/^\d{1,6}$/.test(value)) throw badRequest(BAD_QUERY)
  }
  if ([...query.keys()].some((key) => GEO_OPERATOR.test(key))) throw badRequest(BAD_QUERY)
  return audience
}

/**
 * A body read to at most MAX_FORM_BYTES (413 past it), so no one can make the server hold a
 * body of any size; Payload then reads the copy.
 */
async function withCappedBody(request: Request): Promise<Request> {
  if (!request.body) return request
  const body = await readBody(request, MAX_FORM_BYTES, BAD_FORM)
  return new Request(request.url, {
    method: request.method,
    headers: request.headers,
    body: new Uint8Array(body),
    signal: request.signal,
  })
}

/**
 * Payload's own REST at /cms-api behind the same rules as /api: state changes only from our own
 * origin, bodies capped, bad input a 4xx, a file stored before Payload's transaction opens. Answers about data are never cached; files keep
 * Payload's headers.
 */
export function guardCmsApi(handler: RestHandler): RestHandler {
  return async (request, context) => {
    const { slug } = await context.params
    let response: Response
    let staged: Awaited<ReturnType<typeof stageRestUpload>> | undefined
    let audience: FileAudience | undefined
    try {
      assertSameOrigin(request)
      const payload = await getPayload()
      audience = await refuseBadRequest(payload, request, slug)
      staged = await stageRestUpload(payload, await withCappedBody(request), slug)
      response = await handler(staged.request, context)
    } catch (error) {
      // Refused before Payload's handler (a file judged by stageRestUpload): told as Payload would.
      if (error instanceof ValidationError) {
        const { name, message, data, status } = error
        return noStore(Response.json({ errors: [{ name, message, data }] }, { status }))
      }
      // A fault is told as a fault (503), like on /api: the database for any answer, the file
      // store for a file's.
      const told =
        error instanceof AppError
          ? error
          : isDatabaseFault(error)
            ? databaseUnavailable()
            : slug[1] === 'file'
              ? storageFault(error)
              : undefined
      if (!told) {
        await staged?.settle(false)
        throw error
      }
      response = Response.json(
        { errors: [{ message: told.message }] },
        { status: told.status, headers: told.headers },
      )
    }
    await staged?.settle(response.ok)
    // A draft's file, served to an administrator only, is kept by no shared cache either.
    const shared = slug[1] === 'file' && response.ok && audience === 'public'
    return shared ? response : noStore(response)
  }
}

function noStore(response: Response) {
  response.headers.set('Cache-Control', 'private, no-store')
  return response
}
