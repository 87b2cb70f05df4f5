import type { ServiceContext } from '@/lib/service-context'
import type { SiteSetting } from '@/payload-types'

export type SiteIdentity = SiteSetting

/** The bank's identity, fixed page prose and pictures (the site-settings global), each picture
 * read with its alt text and renditions. */
export async function getSiteSettings(ctx: ServiceContext): Promise<SiteIdentity> {
  return ctx.payload.findGlobal({
    slug: 'site-settings',
    depth: 1,
    user: ctx.user,
    overrideAccess: false,
  })
}
