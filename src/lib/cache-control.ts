/**
 * Public answers (pages, lists, feeds) may be kept by a CDN or nginx for 30 s and then served
 * stale for 30 s more while it fetches again, so a publish shows there within a minute. Browsers
 * revalidate every time (max-age=0), cheaply, with the ETag. The pages' `revalidate`
 * (src/app/(frontend)/[filters]/layout.tsx) and `expireTime` (next.config.mjs) match it.
 */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, s-maxage=30, stale-while-revalidate=30'
