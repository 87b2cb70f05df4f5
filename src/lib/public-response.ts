import { PUBLIC_CACHE_HEADERS } from './cache-control'
import { namesEtag } from './etag'
import { errorResponse } from './http'

/** An answer serialised once, with its ETag, for as long as its content stays the same. */
export type CachedBody = { body: string; etag: string }

/** A cached public answer, or 304 when the client already holds this version. */
export async function cachedResponse(
  request: Request,
  read: () => Promise<CachedBody>,
  contentType: string,
): Promise<Response> {
  let cached: CachedBody
  try {
    cached = await read()
  } catch (error) {
    return errorResponse(error)
  }
  const headers = {
    ...PUBLIC_CACHE_HEADERS,
    ETag: cached.etag,
    'Content-Type': contentType,
  }
  if (namesEtag(request.headers.get('if-none-match'), cached.etag))
    return new Response(null, { status: 304, headers })
  return new Response(cached.body, { headers })
}
