import { getPayload, type ServiceContext } from '@/lib/payload'
import type { User } from '@/payload-types'

import { badRequest, unauthorized } from './errors'
import { BAD_TEXT, errorResponse, hasNul } from './http'

type RouteArgs<P> = { request: Request; params: P; ctx: ServiceContext }
type Handler<P> = (args: RouteArgs<P>) => Promise<Response>
type NextContext<P> = { params: Promise<P> }

/**
 * Whether a browser sent this request from another origin. SameSite=Strict already keeps the
 * cookie off cross-site requests; this also refuses it from a sibling host of the same site.
 */
function fromOtherOrigin(request: Request): boolean {
  const origin = request.headers.get('origin')
  if (!origin) return false
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host')
  try {
    return new URL(origin).host !== host
  } catch {
    return true
  }
}

/** The caller as Payload sees it: session cookie (same origin only) or `Authorization: Bearer`. */
export async function contextFromRequest(request: Request): Promise<ServiceContext> {
  const payload = await getPayload()
  const cookieOnly = !request.headers.has('authorization')
  if (cookieOnly && fromOtherOrigin(request)) return { payload, user: null }
  const { user } = await payload.auth({ headers: request.headers })
  return { payload, user: (user as User | null) ?? null }
}

function route<P>(requireSession: boolean, handler: Handler<P>) {
  return async (request: Request, context: NextContext<P>): Promise<Response> => {
    try {
      const ctx = await contextFromRequest(request)
      if (requireSession && !ctx.user) throw unauthorized()
      const params = await context.params
      // Routes without a dynamic segment get no params at all.
      if (Object.values(params ?? {}).some((v) => typeof v === 'string' && hasNul(v))) {
        throw badRequest(BAD_TEXT)
      }
      return await handler({ request, params, ctx })
    } catch (error) {
      return errorResponse(error)
    }
  }
}

/** A handler anyone may call (GET reads). */
export const publicRoute = <P = object>(handler: Handler<P>) => route(false, handler)

/** A handler that needs a valid, unrevoked administrator session; otherwise 401. */
export const adminRoute = <P = object>(handler: Handler<P>) => route(true, handler)
