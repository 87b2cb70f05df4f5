import type { Metadata } from 'next'

import { Panel, ScreenHeader } from '@/modules/admin/components/screen-header'
import { requireAdmin } from '@/modules/admin/require-admin'
import { listAccounts } from '@/modules/accounts/accounts.service'
import { AccountsTable } from '@/modules/accounts/components/accounts-table'
import { MyEmail } from '@/modules/accounts/components/my-email'
import { MySecondFactor } from '@/modules/accounts/components/my-second-factor'
import { MySessions } from '@/modules/accounts/components/my-sessions'
import { secondFactorStatus } from '@/modules/auth/second-factor.service'
import { listSessions } from '@/modules/auth/sessions.service'

export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'Administrator' }

/** /admin/administrator: one's own second factor and sessions, and every administrator account. */
export default async function AdministratorPage() {
  const ctx = await requireAdmin()
  const [rows, status, sessions] = await Promise.all([
    listAccounts(ctx),
    secondFactorStatus(ctx),
    listSessions(ctx),
  ])
  return (
    <>
      <ScreenHeader
        title="Administrator"
        description="Semua akun administrator setara. Setiap perubahan tercatat di Riwayat Aktivitas."
      />
      <Panel className="mb-6">
        <h2 className="mb-3 text-lg font-bold text-ink">Verifikasi dua langkah akun Anda</h2>
        <MySecondFactor enabled={status.enabled} required={status.required} />
      </Panel>
      <Panel className="mb-6">
        <h2 className="mb-3 text-lg font-bold text-ink">Email akun Anda</h2>
        <MyEmail email={ctx.user.email ?? null} />
      </Panel>
      <Panel className="mb-6">
        <h2 className="mb-3 text-lg font-bold text-ink">Sesi login Anda</h2>
        <MySessions rows={sessions} />
      </Panel>
      <Panel>
        <h2 className="mb-3 text-lg font-bold text-ink">Akun administrator</h2>
        <AccountsTable rows={rows} selfId={ctx.user.id} />
      </Panel>
    </>
  )
}
