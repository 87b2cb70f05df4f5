/** Payload's cookie prefix (payload.config.ts sets it): its session cookie is `payload-token`. */
export const SESSION_COOKIE_PREFIX = 'payload'

type HeaderValue = string | string[] | null | undefined

/** Whether a request carries a session: a bearer or JWT header, or Payload's session cookie. */
export function carriesSession(authorization: HeaderValue, cookie: HeaderValue): boolean {
  return authorization != null || String(cookie ?? '').includes(`${SESSION_COOKIE_PREFIX}-token=`)
}
