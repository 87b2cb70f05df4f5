/*
 * Which link addresses a body may hold. Client-safe. A site path ("/produk/…") stays relative;
 * everything else needs one of the allowed schemes, so javascript:, data:, vbscript: and their
 * obfuscated spellings (tabs, entities, case) never pass.
 */

const SCHEMES = ['http:', 'https:', 'mailto:', 'tel:']

/** The address as it is safe to store and render, or null when it is not allowed. */
export function safeLinkUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null
  const url = value.trim()
  if (!url || url.length > 2000 || /[\u0000-\u001f\u007f\s]/.test(url)) return null
  // A path on this site ("/news/x", "#bagian"), never a protocol-relative "//host".
  if (
    (url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\')) ||
    url.startsWith('#')
  )
    return url
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1]
  if (!scheme || !SCHEMES.includes(`${scheme.toLowerCase()}:`)) return null
  if (/^https?:/i.test(url)) {
    try {
      new URL(url)
    } catch {
      return null
    }
  }
  return url
}

/** Whether the address leaves the site (it then opens with rel="noopener noreferrer"). */
export const isExternalUrl = (url: string) => /^https?:/i.test(url)
