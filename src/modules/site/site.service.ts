import type { ServiceContext } from '@/lib/service-context'
import type { SiteSetting } from '@/payload-types'

export type SiteIdentity = SiteSetting

/** The bank's identity and fixed page prose (the site-settings global). */
export async function getSiteSettings(ctx: ServiceContext): Promise<SiteIdentity> {
  return ctx.payload.findGlobal({
    slug: 'site-settings',
    depth: 0,
    user: ctx.user,
    overrideAccess: false,
  })
}
