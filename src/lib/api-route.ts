import { authenticate, getPayload } from '@/lib/payload'
import { type ServiceContext } from '@/lib/service-context'

import { badRequest, unauthorized } from './errors'
import { BAD_TEXT, errorResponse, hasNul } from './http'
import { withRequestHeaders } from './request-scope'
import { assertSameOrigin, fromOtherOrigin } from './same-origin'

type RouteArgs<P> = { request: Request; params: P; ctx: ServiceContext }
type Handler<P> = (args: RouteArgs<P>) => Promise<Response>
type NextContext<P> = { params: Promise<P> }

/** The caller as Payload sees it: session cookie (same origin only) or `Authorization: Bearer`. */
export async function contextFromRequest(request: Request): Promise<ServiceContext> {
  const payload = await getPayload()
  const cookieOnly = !request.headers.has('authorization')
  if (cookieOnly && fromOtherOrigin(request)) return { payload, user: null }
  return { payload, user: await authenticate(payload, request.headers) }
}

function route<P>(requireSession: boolean, handler: Handler<P>) {
  return async (request: Request, context: NextContext<P>): Promise<Response> => {
    try {
      assertSameOrigin(request)
      const ctx = await contextFromRequest(request)
      if (requireSession && !ctx.user) throw unauthorized()
      const params = await context.params
      // Routes without a dynamic segment get no params at all.
      if (Object.values(params ?? {}).some((v) => typeof v === 'string' && hasNul(v))) {
        throw badRequest(BAD_TEXT)
      }
      return await withRequestHeaders(request.headers, () => handler({ request, params, ctx }))
    } catch (error) {
      return errorResponse(error)
    }
  }
}

/** A handler anyone may call (GET reads). */
export const publicRoute = <P = object>(handler: Handler<P>) => route(false, handler)

/** A handler that needs a valid, unrevoked administrator session; otherwise 401. */
export const adminRoute = <P = object>(handler: Handler<P>) => route(true, handler)
