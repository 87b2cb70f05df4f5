import type { ReactNode } from 'react'

import { isOfficer } from '@/access/is-whistleblowing-officer'
import { allContentTypes } from '@/content-types'
import { AdminShell } from '@/modules/admin/components/admin-shell'
import type { ServiceContext } from '@/lib/service-context'
import { requireAdmin } from '@/modules/admin/require-admin'
import { getCachedSite } from '@/modules/site/public-content'

export const dynamic = 'force-dynamic'

/** The types whose list the caller may open: the whistleblowing reports for officers only. */
const typesFor = (user: ServiceContext['user']) =>
  allContentTypes().filter((type) => !type.readableBy || isOfficer(user))

/** Each content type's list, in the registry's order. */
const contentMenu = (user: ServiceContext['user']) =>
  typesFor(user).map(({ admin }) => ({
    href: admin.path,
    label: admin.menu.label,
    icon: admin.menu.icon,
  }))

/** The numbers beside the links of the types that show one (pengajuan's new ones), by path. */
async function menuCounts(ctx: ServiceContext): Promise<Record<string, number>> {
  const counted = typesFor(ctx.user).flatMap(({ admin }) =>
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
      contentItems={contentMenu(ctx.user)}
      counts={counts}
    >
      {children}
    </AdminShell>
  )
}
