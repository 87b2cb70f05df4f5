'use client'

import { type FormEvent, useId, useState } from 'react'

import { buttonClass, inputClass, labelClass } from '@/components/ui/button-styles'
import { requiredFields } from '@/lib/required-fields'
import { AUTH_MESSAGES, totpCodeSchema } from '@/modules/auth/auth.schema'
import { resetPasswordSchema } from '@/modules/auth/password-reset.schema'

import { requestJson } from '@/modules/admin/lib/api-client'
import { PasswordField } from './password-field'
import { PendingButton } from '@/modules/admin/components/pending-button'
import { RecoveryCodes } from './recovery-codes'
import { TotpEnrolment } from './totp-enrolment'

/** A step is refused without its code, or without the new password (typed twice). */
const CODE = requiredFields(totpCodeSchema).has('code')
const NEW_PASSWORD = requiredFields(resetPasswordSchema).has('newPassword')

export type Challenge = {
  challenge: 'totp' | 'new-password' | 'totp-setup'
  ticket: string
  message: string
  setup?: { secret: string; uri: string; qrSvg: string }
  recoveryCodes?: string[]
}

type Done = { recoveryCodes?: string[] }

/**
 * The second step of a sign-in, for an account with more to prove than its password: a code,
 * a new password in place of a temporary one, or (ADMIN_2FA=required) setting up the code.
 */
export function LoginChallengeStep({
  initial,
  onSignedIn,
}: {
  initial: Challenge
  onSignedIn: (done: Done) => void
}) {
  const codeId = useId()
  const [challenge, setChallenge] = useState(initial)
  const [code, setCode] = useState('')
  const [newPassword, setNewPassword] = useState('')
  const [confirm, setConfirm] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [codes, setCodes] = useState<string[] | undefined>(initial.recoveryCodes)

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setError(null)
    if (challenge.challenge === 'new-password') {
      if (!newPassword || !confirm) return setError(AUTH_MESSAGES.changeRequired)
      if (newPassword !== confirm) return setError(AUTH_MESSAGES.confirmMismatch)
    }
    setBusy(true)
    const body =
      challenge.challenge === 'new-password'
        ? { ticket: challenge.ticket, newPassword }
        : { ticket: challenge.ticket, code }
    const result = await requestJson<Challenge & Done>('POST', '/api/auth/login/verify', body)
    setBusy(false)
    if (!result.ok) return setError(result.error ?? 'Login gagal')
    const fresh = result.data.recoveryCodes ?? codes
    setCodes(fresh)
    if (result.status === 202) {
      setChallenge(result.data)
      setCode('')
      return
    }
    onSignedIn({ recoveryCodes: fresh })
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <p id={`${codeId}-message`} className="text-sm text-ink">
        {challenge.message}
      </p>
      {codes ? <RecoveryCodes codes={codes} /> : null}
      {challenge.setup ? (
        <TotpEnrolment secret={challenge.setup.secret} qrSvg={challenge.setup.qrSvg} />
      ) : null}
      {challenge.challenge === 'new-password' ? (
        <>
          <PasswordField
            label="Password Baru"
            autoComplete="new-password"
            autoFocus
            aria-required={NEW_PASSWORD || undefined}
            value={newPassword}
            onChange={(e) => setNewPassword(e.target.value)}
          />
          <PasswordField
            label="Konfirmasi Password Baru"
            autoComplete="new-password"
            aria-required={NEW_PASSWORD || undefined}
            value={confirm}
            onChange={(e) => setConfirm(e.target.value)}
          />
        </>
      ) : (
        <div>
          <label htmlFor={codeId} className={labelClass}>
            Kode verifikasi
          </label>
          <input
            id={codeId}
            name="code"
            autoComplete="one-time-code"
            autoFocus
            autoCapitalize="none"
            spellCheck={false}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            aria-required={CODE || undefined}
            className={inputClass}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${codeId}-message${error ? ` ${codeId}-error` : ''}`}
          />
        </div>
      )}
      {error ? (
        <p id={`${codeId}-error`} role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
      <PendingButton
        type="submit"
        className={buttonClass('primary', 'md', 'w-full py-3')}
        pending={busy}
      >
        {busy ? 'Memproses...' : 'Lanjutkan'}
      </PendingButton>
    </form>
  )
}
