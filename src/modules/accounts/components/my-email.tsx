'use client'

import { useRouter } from 'next/navigation'
import { type FormEvent, useState } from 'react'
import { toast } from 'sonner'

import { buttonClass } from '@/components/ui/button-styles'
import { Field } from '@/components/ui/field'
import { requiredFields } from '@/lib/required-fields'
import { ownEmailSchema } from '@/modules/accounts/accounts.schema'
import { PendingButton } from '@/modules/admin/components/pending-button'
import { requestJson } from '@/modules/admin/lib/api-client'

const REQUIRED = requiredFields(ownEmailSchema)

/** One's own e-mail address, where 'Lupa password?' sends its link; the password confirms it. */
export function MyEmail({ email }: { email: string | null }) {
  const router = useRouter()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    setBusy(true)
    const result = await requestJson<{ message: string }>('PUT', '/api/auth/email', {
      email: String(form.get('email') ?? '').trim(),
      currentPassword: String(form.get('currentPassword') ?? ''),
    })
    setBusy(false)
    if (!result.ok) return setError(result.error ?? 'Terjadi kesalahan.')
    setError(null)
    toast.success(result.data.message)
    router.refresh()
  }

  return (
    <form onSubmit={save} className="grid max-w-xl gap-4" noValidate>
      {error ? (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
      <Field
        label="Email Anda"
        hint="Tautan 'Lupa password?' dikirim ke sini. Kosongkan untuk menghapus."
        invalid={Boolean(error)}
      >
        <input name="email" type="email" autoComplete="email" defaultValue={email ?? ''} />
      </Field>
      <Field
        label="Password Anda saat ini"
        invalid={Boolean(error)}
        required={REQUIRED.has('currentPassword')}
      >
        <input name="currentPassword" type="password" autoComplete="current-password" />
      </Field>
      <PendingButton
        type="submit"
        className={`${buttonClass('secondary')} justify-self-start`}
        pending={busy}
      >
        Simpan email
      </PendingButton>
    </form>
  )
}
