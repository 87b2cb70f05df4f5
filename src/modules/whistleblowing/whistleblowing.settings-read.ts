import type { Payload } from 'payload'

import { DEFAULT_WBS_RETENTION_YEARS } from './whistleblowing.rules'

/** The retention of 'Identitas Bank' → 'Whistleblowing', in years since a report was finished. */
export async function wbsRetentionYears(payload: Payload): Promise<number> {
  const site = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
  return site.whistleblowing?.retensiTahun ?? DEFAULT_WBS_RETENTION_YEARS
}
