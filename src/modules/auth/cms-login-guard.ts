import { getPayload } from '@/lib/payload'
import { recordActivity } from '@/modules/aktivitas/record-activity'

import { AUTH_MESSAGES } from './auth.schema'
import { padLoginFailure } from './auth.service'

/** The username tried: Payload takes JSON, or a form whose `_payload` field holds the JSON. */
async function attemptedUsername(attempt: Request): Promise<string> {
  const isForm = (attempt.headers.get('content-type') ?? '').startsWith('multipart/form-data')
  const text = isForm
    ? String((await attempt.formData().catch(() => null))?.get('_payload') ?? '')
    : await attempt.text().catch(() => '')
  try {
    const { username } = JSON.parse(text) as { username?: unknown }
    return typeof username === 'string' ? username : ''
  } catch {
    // Not JSON: Payload refused it too; the record still says a sign-in failed from here.
    return ''
  }
}

/** A failed sign-in at /cms-api goes into the audit trail like one at /api/auth/login. */
async function recordCmsLoginFailure(attempt: Request) {
  const username = await attemptedUsername(attempt)
  await recordActivity(
    await getPayload(),
    { jenis: 'login-gagal', pengguna: username },
    { headers: attempt.headers },
  )
}

type RestHandler<C> = (request: Request, context: C) => Promise<Response>

/**
 * Payload's own login at /cms-api/users/login answers an unknown username at once and a locked
 * one with its own text. Its failures get the same generic message and 600 ms floor as
 * /api/auth/login, so neither tells whether a username exists; the throttle's 429 stays as it is.
 */
export function guardCmsLogin<C>(handler: RestHandler<C>): RestHandler<C> {
  return async (request, context) => {
    if (!new URL(request.url).pathname.endsWith('/users/login')) return handler(request, context)
    const startedAt = performance.now()
    const attempt = request.clone()
    const response = await handler(request, context)
    if (response.ok || response.status === 429) return response
    if (response.status === 401) await recordCmsLoginFailure(attempt)
    await padLoginFailure(startedAt)
    return Response.json({ errors: [{ message: AUTH_MESSAGES.loginFailed }] }, { status: 401 })
  }
}
