/**
 * The address a request came from, for throttling. It is the last hop of X-Forwarded-For: with
 * TRUST_PROXY=true that is the address our one reverse proxy saw; without it the server itself
 * replaces whatever the client sent with the socket's address (src/instrumentation.ts).
 */
export function clientAddress(headers: Headers): string {
  const hops = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean)
  return hops.at(-1)?.slice(0, 64) ?? 'unknown'
}
