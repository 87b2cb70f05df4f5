export type Json = Record<string, unknown>

/*
 * The building blocks of the contract's operations: one success answer (and any other 2xx a
 * call can give), the shared error answers by status, and who may call.
 */

export const ref = (id: string) => ({ $ref: `#/components/schemas/${id}` })

export const ERRORS = {
  400: 'Bad input; the message says what to fix (Indonesian, as in the spec)',
  401: 'No valid session, or a failed login',
  403: "A state change sent from another site's page (Origin / Sec-Fetch-Site)",
  404: 'No record with this id or slug',
  409: 'Another record still uses this one; the message names where (Indonesian)',
  413: 'Body over 2 MB + 64 KB; refused before it is read in full',
  429: 'Too many login attempts from this address; wait Retry-After seconds',
  500: 'Unexpected server error (logged)',
  503: 'The database or file storage is unavailable or full; nothing was changed, try again',
} as const
export type ErrorStatus = keyof typeof ERRORS

export const errorResponses = Object.fromEntries(
  Object.entries(ERRORS).map(([status, description]) => [
    String(status),
    {
      description,
      content: { 'application/json': { schema: ref('Error') } },
      ...(status === '429' && {
        headers: { 'Retry-After': { schema: { type: 'integer' }, description: 'Seconds' } },
      }),
    },
  ]),
)

export const noStore = {
  'Cache-Control': { schema: { type: 'string', const: 'private, no-store' } },
}
export const setCookie = {
  'Set-Cookie': { schema: { type: 'string' }, description: 'The httpOnly session cookie' },
}

type Answer = { status?: number; description: string; schema: Json; headers?: Json }

export type Operation = {
  summary: string
  tag: string
  admin?: boolean
  body?: { type: 'multipart/form-data' | 'application/json'; schema: string }
  ok: Answer
  /** Other successful answers the same call can give (the login's 202 challenge). */
  also?: Answer[]
  errors: ErrorStatus[]
  /** What a status means for this call, where it means more than the shared description. */
  errorNotes?: Partial<Record<ErrorStatus, string>>
  parameters?: Json[]
  description?: string
}

export function operation(o: Operation): Json {
  const responses: Json = {}
  for (const answer of [o.ok, ...(o.also ?? [])]) {
    responses[answer.status ?? 200] = {
      description: answer.description,
      headers: { ...noStore, ...answer.headers },
      content: { 'application/json': { schema: answer.schema } },
    }
  }
  for (const status of [...o.errors, 500 as const]) {
    const note = o.errorNotes?.[status]
    responses[status] = note
      ? { ...(errorResponses[status] as Json), description: note }
      : { $ref: `#/components/responses/E${status}` }
  }
  return {
    summary: o.summary,
    ...(o.description && { description: o.description }),
    tags: [o.tag],
    ...(o.parameters && { parameters: o.parameters }),
    security: o.admin ? [{ sessionCookie: [] }, { bearerAuth: [] }] : [],
    ...(o.body && {
      requestBody: { required: true, content: { [o.body.type]: { schema: ref(o.body.schema) } } },
    }),
    responses,
  }
}

export const idParam = (description: string) => ({
  name: 'id',
  in: 'path',
  required: true,
  description,
  schema: { type: 'string', pattern: '^[0-9]+$' },
})
