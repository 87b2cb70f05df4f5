/**
 * Public answers (pages, lists, feeds) may be kept by a CDN or nginx for 30 s and then served
 * stale for 30 s more while it fetches again, so a publish shows there within a minute. Browsers
 * revalidate every time (max-age=0), cheaply, with the ETag. The pages' `revalidate`
 * (src/app/(frontend)/[keptQuery]/layout.tsx) and `expireTime` (next.config.mjs) match it.
 */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, s-maxage=30, stale-while-revalidate=30'

/**
 * The headers of every public answer. X-Accel-Expires is for the shipped nginx alone (it never
 * passes it on): it keeps an answer one second, not 30, and serves that copy while one request
 * per URL fetches the next (deploy/nginx/bprs.conf), so a publish shows through it within 2 s
 * while each instance still sees about one request per second per URL.
 */
export const PUBLIC_CACHE_HEADERS = {
  'Cache-Control': PUBLIC_CACHE_CONTROL,
  'X-Accel-Expires': '1',
} as const
