import type { ReactNode } from 'react'

import { AdminShell } from '@/modules/admin/components/admin-shell'
import { requireAdmin } from '@/modules/admin/require-admin'
import { countNewPengajuan } from '@/modules/pengajuan/pengajuan.service'
import { getCachedSite } from '@/modules/site/public-content'

export const dynamic = 'force-dynamic'

/** The gate, side menu and idle timer around every admin page but /admin. */
export default async function PanelLayout({ children }: { children: ReactNode }) {
  const ctx = await requireAdmin()
  const [site, newInquiries] = await Promise.all([getCachedSite(), countNewPengajuan(ctx)])
  return (
    <AdminShell
      username={ctx.user.username}
      bankName={site.namaBank}
      counts={{ '/admin/pengajuan': newInquiries }}
    >
      {children}
    </AdminShell>
  )
}
