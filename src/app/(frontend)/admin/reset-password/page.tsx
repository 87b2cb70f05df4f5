import type { Metadata } from 'next'

import { AccountRecoveryCard } from '@/modules/auth/components/account-recovery-card'
import { ResetPasswordForm } from '@/modules/auth/components/reset-password-form'

export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'Atur Ulang Password', referrer: 'no-referrer' }

/** /admin/reset-password?token=…: the page a mailed link opens; the server judges the token. */
export default async function ResetPasswordPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>
}) {
  const { token } = await searchParams
  return (
    <AccountRecoveryCard
      title="Atur Ulang Password"
      intro="Buat password baru: minimal 12 karakter dan bukan password yang umum dipakai."
    >
      <ResetPasswordForm token={typeof token === 'string' ? token : ''} />
    </AccountRecoveryCard>
  )
}
