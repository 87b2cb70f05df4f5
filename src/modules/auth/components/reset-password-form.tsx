'use client'

import Link from 'next/link'
import { type FormEvent, useState } from 'react'

import { buttonClass } from '@/components/ui/button-styles'
import { requiredFields } from '@/lib/required-fields'
import { AUTH_MESSAGES } from '@/modules/auth/auth.schema'
import { resetPasswordSchema } from '@/modules/auth/password-reset.schema'

import { requestJson } from '@/modules/admin/lib/api-client'
import { PasswordField } from './password-field'
import { PendingButton } from '@/modules/admin/components/pending-button'

/** The page a mailed link opens: a new password, twice. */
export function ResetPasswordForm({ token }: { token: string }) {
  // The confirmation repeats the new password, so it is asked as the new password is.
  const required = requiredFields(resetPasswordSchema).has('newPassword') || undefined
  const [newPassword, setNewPassword] = useState('')
  const [confirm, setConfirm] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [done, setDone] = useState<string | null>(null)

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setError(null)
    if (!newPassword || !confirm) return setError(AUTH_MESSAGES.changeRequired)
    if (newPassword !== confirm) return setError(AUTH_MESSAGES.confirmMismatch)
    setBusy(true)
    const result = await requestJson<{ message: string }>('POST', '/api/auth/reset-password', {
      token,
      newPassword,
    })
    setBusy(false)
    if (!result.ok) return setError(result.error ?? 'Terjadi kesalahan.')
    setDone(result.data.message)
  }

  if (done) {
    return (
      <div className="space-y-4">
        <p role="status" className="rounded-lg bg-brand-50 px-4 py-3 text-sm text-brand-800">
          {done}
        </p>
        <Link href="/admin" className={buttonClass('primary', 'md', 'w-full py-3')}>
          Ke halaman login
        </Link>
      </div>
    )
  }
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <PasswordField
        label="Password Baru"
        autoComplete="new-password"
        aria-required={required}
        value={newPassword}
        onChange={(e) => setNewPassword(e.target.value)}
      />
      <PasswordField
        label="Konfirmasi Password Baru"
        autoComplete="new-password"
        aria-required={required}
        value={confirm}
        onChange={(e) => setConfirm(e.target.value)}
        error={error ?? undefined}
      />
      <PendingButton
        type="submit"
        className={buttonClass('primary', 'md', 'w-full py-3')}
        pending={busy}
      >
        {busy ? 'Memproses...' : 'Simpan Password Baru'}
      </PendingButton>
    </form>
  )
}
