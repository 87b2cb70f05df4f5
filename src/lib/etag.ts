/** Whether an If-None-Match header names `etag` (weak comparison, RFC 9110 13.1.2). */
export function namesEtag(ifNoneMatch: string | null | undefined, etag: unknown): boolean {
  if (!ifNoneMatch || typeof etag !== 'string') return false
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '')
  return (
    ifNoneMatch.trim() === '*' || ifNoneMatch.split(',').some((t) => opaque(t) === opaque(etag))
  )
}
