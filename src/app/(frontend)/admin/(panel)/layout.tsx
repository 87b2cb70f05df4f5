import type { ReactNode } from 'react'

import { AdminShell } from '@/modules/admin/components/admin-shell'
import { requireAdmin } from '@/modules/admin/require-admin'
import { getCachedSite } from '@/modules/site/public-content'

export const dynamic = 'force-dynamic'

/** The gate, side menu and idle timer around every admin page but /admin. */
export default async function PanelLayout({ children }: { children: ReactNode }) {
  const { user } = await requireAdmin()
  const site = await getCachedSite()
  return (
    <AdminShell username={user.username} bankName={site.namaBank}>
      {children}
    </AdminShell>
  )
}
