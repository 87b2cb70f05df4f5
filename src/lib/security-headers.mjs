// Kept in plain JS because next.config.mjs and cache-handler.mjs load it before TypeScript is
// available.
import { createHash } from 'node:crypto'

/**
 * The site's Content-Security-Policy. `scripts` names what may run besides the site's own files:
 * the hashes of a cached page's inline scripts, or 'unsafe-inline' where no hash can be known.
 * @param {string} [scripts]
 */
export function contentSecurityPolicy(scripts) {
  return [
    "default-src 'self'",
    `script-src 'self'${scripts ? ` ${scripts}` : ''}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ')
}

const INLINE_SCRIPT = /<script((?:\s+[^>]*)?)>([\s\S]*?)<\/script>/g

/**
 * Whether a script element runs code: no src, and no data type such as application/ld+json.
 * @param {string} attributes
 */
function runsCode(attributes) {
  if (/\bsrc\s*=/i.test(attributes)) return false
  const type = /\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1].toLowerCase() ?? ''
  return type === '' || type === 'module' || type.includes('javascript')
}

/**
 * The policy of one rendered page: its inline scripts (Next's bootstrap and RSC payload) by
 * their SHA-256, so no other inline script runs. A nonce cannot serve here: the page is
 * rendered once and served to every visitor.
 * @param {string} html
 */
export function pagePolicy(html) {
  const hashes = new Set()
  for (const [, attributes, body] of html.matchAll(INLINE_SCRIPT)) {
    if (runsCode(attributes)) {
      hashes.add(`'sha256-${createHash('sha256').update(body).digest('base64')}'`)
    }
  }
  return contentSecurityPolicy([...hashes].join(' '))
}

/**
 * The APIs and development, where no page is cached: inline scripts stay allowed there. The
 * back-office and Payload's panel get a nonce instead (src/proxy.ts).
 * @param {boolean} production
 */
export function inlineScriptsPolicy(production) {
  return contentSecurityPolicy(`'unsafe-inline'${production ? '' : " 'unsafe-eval'"}`)
}

/** @param {boolean} production */
export function securityHeaders(production) {
  const headers = [
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()' },
  ]
  if (production) {
    headers.push({ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' })
  }
  return headers
}
