import { getPayload, type ServiceContext } from '@/lib/payload'
import type { User } from '@/payload-types'

import { unauthorized } from './errors'
import { errorResponse } from './http'

type RouteArgs<P> = { request: Request; params: P; ctx: ServiceContext }
type Handler<P> = (args: RouteArgs<P>) => Promise<Response>
type NextContext<P> = { params: Promise<P> }

/** The caller as Payload sees it: session cookie or `Authorization: Bearer <token>`. */
export async function contextFromRequest(request: Request): Promise<ServiceContext> {
  const payload = await getPayload()
  const { user } = await payload.auth({ headers: request.headers })
  return { payload, user: (user as User | null) ?? null }
}

function route<P>(requireSession: boolean, handler: Handler<P>) {
  return async (request: Request, context: NextContext<P>): Promise<Response> => {
    try {
      const ctx = await contextFromRequest(request)
      if (requireSession && !ctx.user) throw unauthorized()
      return await handler({ request, params: await context.params, ctx })
    } catch (error) {
      return errorResponse(error)
    }
  }
}

/** A handler anyone may call (GET reads). */
export const publicRoute = <P = object>(handler: Handler<P>) => route(false, handler)

/** A handler that needs a valid, unrevoked administrator session; otherwise 401. */
export const adminRoute = <P = object>(handler: Handler<P>) => route(true, handler)
