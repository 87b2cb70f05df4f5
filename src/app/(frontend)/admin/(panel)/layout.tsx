import type { ReactNode } from 'react'

import { allContentTypes } from '@/content-types'
import { AdminShell } from '@/modules/admin/components/admin-shell'
import type { ServiceContext } from '@/lib/service-context'
import { requireAdmin } from '@/modules/admin/require-admin'
import { getCachedSite } from '@/modules/site/public-content'

export const dynamic = 'force-dynamic'

/** Each content type's list, in the registry's order. */
const CONTENT_MENU = allContentTypes().map(({ admin }) => ({
  href: admin.path,
  label: admin.menu.label,
  icon: admin.menu.icon,
}))

/** The numbers beside the links of the types that show one (pengajuan's new ones), by path. */
async function menuCounts(ctx: ServiceContext): Promise<Record<string, number>> {
  const counted = allContentTypes().flatMap(({ admin }) =>
    admin.menu.count ? [[admin.path, admin.menu.count] as const] : [],
  )
  return Object.fromEntries(
    await Promise.all(counted.map(async ([path, count]) => [path, await count(ctx)])),
  )
}

/** The gate, side menu and idle timer around every admin page but /admin. */
export default async function PanelLayout({ children }: { children: ReactNode }) {
  const ctx = await requireAdmin()
  const [site, counts] = await Promise.all([getCachedSite(), menuCounts(ctx)])
  return (
    <AdminShell
      username={ctx.user.username}
      bankName={site.namaBank}
      contentItems={CONTENT_MENU}
      counts={counts}
    >
      {children}
    </AdminShell>
  )
}
