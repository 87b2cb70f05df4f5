'use client'

import { type FormEvent, useState } from 'react'

import { buttonClass } from '@/components/ui/button-styles'
import { requiredFields } from '@/lib/required-fields'
import { forgotPasswordSchema } from '@/modules/auth/password-reset.schema'

import { requestJson } from '@/modules/admin/lib/api-client'
import { PendingButton } from '@/modules/admin/components/pending-button'
import { UsernameField } from './username-field'

/** 'Lupa password?': one answer for every username, shown where the form was. */
export function ForgotPasswordForm() {
  const [username, setUsername] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [answer, setAnswer] = useState<string | null>(null)

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setBusy(true)
    setError(null)
    const result = await requestJson<{ message: string }>('POST', '/api/auth/forgot-password', {
      username,
    })
    setBusy(false)
    if (!result.ok) return setError(result.error ?? 'Terjadi kesalahan.')
    setAnswer(result.data.message)
  }

  if (answer) {
    return (
      <p role="status" className="rounded-lg bg-brand-50 px-4 py-3 text-sm text-brand-800">
        {answer}
      </p>
    )
  }
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <UsernameField
        value={username}
        onChange={setUsername}
        error={error}
        required={requiredFields(forgotPasswordSchema).has('username')}
      />
      <PendingButton
        type="submit"
        className={buttonClass('primary', 'md', 'w-full py-3')}
        pending={busy}
      >
        {busy ? 'Memproses...' : 'Kirim tautan'}
      </PendingButton>
    </form>
  )
}
