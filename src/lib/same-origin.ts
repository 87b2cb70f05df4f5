import { forbidden } from './errors'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])
export const CROSS_ORIGIN = 'Permintaan dari situs lain ditolak.'

/**
 * Whether a browser sent this request from another origin. SameSite=Strict keeps the cookie off
 * cross-site requests, but a sibling host or another port of the same host is "same-site": the
 * Origin header (and Sec-Fetch-Site, which browsers always send) tell those apart. Non-browser
 * clients send neither and are judged by their token alone.
 */
export function fromOtherOrigin(request: { headers: Pick<Headers, 'get'> }): boolean {
  const site = request.headers.get('sec-fetch-site')
  if (site === 'cross-site' || site === 'same-site') return true
  const origin = request.headers.get('origin')
  if (!origin) return false
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host')
  try {
    return new URL(origin).host !== host
  } catch {
    return true
  }
}

/** Refuses (403) a state-changing request another site's page made a browser send (CSRF). */
export function assertSameOrigin(request: Request) {
  if (!SAFE_METHODS.has(request.method) && fromOtherOrigin(request)) throw forbidden(CROSS_ORIGIN)
}
