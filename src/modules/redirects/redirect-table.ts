import type { Payload } from 'payload'

import { buildMatcher, type Matcher } from './redirects.match'
import { redirectKey } from './redirects.rules'
import { loadRedirectRules, redirectsFingerprint } from './redirects.store'

/**
 * The redirects in this process's memory, so a visit to an old address costs a map lookup. Each
 * instance asks the database at most once a second (in the background, never delaying a visit)
 * whether any redirect changed, by a fingerprint (redirects.store.ts), and reloads when one did:
 * a change made through any instance, /cms or the import is answered everywhere within about a
 * second, with no other cache to keep in step.
 */
const CHECK_EVERY_MS = 1000

type Table = {
  matcher: Matcher
  fingerprint: string
  checkedAt: number
  checking?: Promise<void>
}

const shared = globalThis as { bprsRedirects?: Table; bprsRedirectsFirst?: Promise<Table> }

async function load(payload: Payload): Promise<Table> {
  const fingerprint = await redirectsFingerprint(payload)
  const matcher = buildMatcher(await loadRedirectRules(payload))
  return { matcher, fingerprint, checkedAt: Date.now() }
}

function checkInBackground(payload: Payload, table: Table) {
  if (table.checking) return
  table.checkedAt = Date.now()
  table.checking = (async () => {
    try {
      if ((await redirectsFingerprint(payload)) !== table.fingerprint)
        shared.bprsRedirects = await load(payload)
    } catch (error) {
      // The table in memory keeps answering; the next visit asks again.
      console.error('Redirects could not be reloaded', error)
    } finally {
      table.checking = undefined
    }
  })()
}

/** The current table: loaded on the first visit, then checked at most once a second. */
export async function redirectTable(payload: Payload): Promise<Matcher> {
  const table = shared.bprsRedirects
  if (!table) {
    shared.bprsRedirectsFirst ??= load(payload).finally(
      () => (shared.bprsRedirectsFirst = undefined),
    )
    shared.bprsRedirects = await shared.bprsRedirectsFirst
    return shared.bprsRedirects.matcher
  }
  if (Date.now() - table.checkedAt >= CHECK_EVERY_MS) checkInBackground(payload, table)
  return table.matcher
}

/** Reloads at once (a test, or a change on this instance that must show on its next visit). */
export async function reloadRedirects(payload: Payload): Promise<void> {
  shared.bprsRedirects = await load(payload)
}

/**
 * Where a visit to `pathname?search` is sent, or null: the target with the visit's other query
 * parameters (WordPress's `p` is part of the old address, so it is dropped).
 */
export async function redirectFor(
  payload: Payload,
  pathname: string,
  searchParams: URLSearchParams,
): Promise<{ location: string; status: 301 | 302 } | null> {
  const matcher = await redirectTable(payload)
  if (matcher.size === 0) return null
  const found = matcher.resolve(redirectKey(pathname, searchParams.toString()))
  if (!found) return null
  const rest = new URLSearchParams(searchParams)
  rest.delete('p')
  const extra = rest.toString()
  const location = extra ? `${found.to}${found.to.includes('?') ? '&' : '?'}${extra}` : found.to
  return { location, status: found.status }
}
