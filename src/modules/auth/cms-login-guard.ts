import { AUTH_MESSAGES } from './auth.schema'
import { padLoginFailure } from './auth.service'

type RestHandler<C> = (request: Request, context: C) => Promise<Response>

/**
 * Payload's own login at /cms-api/users/login answers an unknown username at once and a locked
 * one with its own text. Its failures get the same generic message and 600 ms floor as
 * /api/auth/login, so neither tells whether a username exists.
 */
export function guardCmsLogin<C>(handler: RestHandler<C>): RestHandler<C> {
  return async (request, context) => {
    if (!new URL(request.url).pathname.endsWith('/users/login')) return handler(request, context)
    const startedAt = performance.now()
    const response = await handler(request, context)
    if (response.ok) return response
    await padLoginFailure(startedAt)
    return Response.json({ errors: [{ message: AUTH_MESSAGES.loginFailed }] }, { status: 401 })
  }
}
