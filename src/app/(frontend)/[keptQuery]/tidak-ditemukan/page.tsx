/*
 * Every unknown URL: src/proxy.ts sends it here and answers 404, so it gets the site's header and
 * footer like every public page, rendered once and served from the cache like them.
 */
export { default, metadata } from '../not-found'
