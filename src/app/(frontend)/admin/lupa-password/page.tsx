import type { Metadata } from 'next'
import Link from 'next/link'

import { env } from '@/lib/env'
import { AccountRecoveryCard } from '@/modules/auth/components/account-recovery-card'
import { ForgotPasswordForm } from '@/modules/auth/components/forgot-password-form'
import { RESET_LINK_MINUTES, RESET_MESSAGES } from '@/modules/auth/password-reset.schema'

export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'Lupa Password' }

/** /admin/lupa-password: asks for a mailed link, or, without SMTP, says whom to ask. */
export default function ForgotPasswordPage() {
  return (
    <AccountRecoveryCard
      title="Lupa Password"
      intro={
        env.mailConfigured
          ? `Masukkan username Anda. Tautan untuk membuat password baru dikirim ke email akun tersebut dan berlaku ${RESET_LINK_MINUTES} menit.`
          : RESET_MESSAGES.noMail
      }
    >
      {env.mailConfigured ? <ForgotPasswordForm /> : null}
      <p className="mt-6 text-sm">
        <Link href="/admin" className="font-semibold text-brand-800 underline">
          Kembali ke halaman login
        </Link>
      </p>
    </AccountRecoveryCard>
  )
}
