import type { Payload } from 'payload'

import { CACHED_READ_MAX_SECONDS, expireWithoutRequest } from '@/modules/content/content-cache'
import { repeatJob } from '@/lib/repeat-job'
import { EDGE_CHECK_MS } from '@/modules/content/window'

/**
 * Expires every public page when the announcement's period began or ended in (since, until]:
 * the bar appears and leaves without a save or a visit, as a promo's period does
 * (src/modules/content/window.ts). Returns whether it expired them.
 */
export async function applyAnnouncementEdges(payload: Payload, since: number, until: number) {
  const { pengumuman } = await payload.findGlobal({
    slug: 'site-settings',
    depth: 0,
    select: { pengumuman: true },
    overrideAccess: true,
  })
  const edges = [pengumuman?.mulai, pengumuman?.selesai].flatMap((at) =>
    at ? [Date.parse(at)] : [],
  )
  if (!pengumuman?.teks || !edges.some((at) => at > since && at <= until)) return false
  await expireWithoutRequest('site')
  return true
}

/** Looks every EDGE_CHECK_MS; the first look covers an edge a cached page may still predate. */
export function scheduleAnnouncementEdges(payload: Payload) {
  let since = Date.now() - CACHED_READ_MAX_SECONDS * 1000
  repeatJob(payload, 'Announcement edges', EDGE_CHECK_MS, async () => {
    const until = Date.now()
    await applyAnnouncementEdges(payload, since, until)
    since = until
  })
}
