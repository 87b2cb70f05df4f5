import type { ReactNode } from 'react'

import { allContentTypes } from '@/content-types'
import { AdminShell } from '@/modules/admin/components/admin-shell'
import { requireAdmin } from '@/modules/admin/require-admin'
import { countNewPengajuan } from '@/modules/pengajuan/pengajuan.service'
import { getCachedSite } from '@/modules/site/public-content'

export const dynamic = 'force-dynamic'

/** Each content type's list, in the registry's order. */
const CONTENT_MENU = allContentTypes().map(({ admin }) => ({
  href: admin.path,
  label: admin.menu.label,
  icon: admin.menu.icon,
}))

/** The gate, side menu and idle timer around every admin page but /admin. */
export default async function PanelLayout({ children }: { children: ReactNode }) {
  const ctx = await requireAdmin()
  const [site, newInquiries] = await Promise.all([getCachedSite(), countNewPengajuan(ctx)])
  return (
    <AdminShell
      username={ctx.user.username}
      bankName={site.namaBank}
      contentItems={CONTENT_MENU}
      counts={{ '/admin/pengajuan': newInquiries }}
    >
      {children}
    </AdminShell>
  )
}
