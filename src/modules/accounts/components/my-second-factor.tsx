'use client'

import { useRouter } from 'next/navigation'
import { type FormEvent, useId, useState } from 'react'
import { toast } from 'sonner'

import { buttonClass, inputClass, labelClass } from '@/components/ui/button-styles'
import { requiredFields } from '@/lib/required-fields'
import { totpCodeSchema, totpDisableSchema } from '@/modules/auth/auth.schema'
import { PasswordField } from '@/modules/auth/components/password-field'
import { PendingButton } from '@/modules/admin/components/pending-button'
import { RecoveryCodes } from '@/modules/auth/components/recovery-codes'
import { TotpEnrolment } from '@/modules/auth/components/totp-enrolment'
import { requestJson } from '@/modules/admin/lib/api-client'

type Setup = { secret: string; qrSvg: string }

/** What turning it on (the code) and off (password and code) are refused without. */
const CONFIRM = requiredFields(totpCodeSchema)
const DISABLE = requiredFields(totpDisableSchema)

/** The caller's own second factor: set it up (QR code, a code, ten recovery codes) or turn it off. */
export function MySecondFactor({ enabled, required }: { enabled: boolean; required: boolean }) {
  const router = useRouter()
  const codeId = useId()
  const [setup, setSetup] = useState<Setup | null>(null)
  const [codes, setCodes] = useState<string[] | null>(null)
  const [code, setCode] = useState('')
  const [password, setPassword] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const run = async (url: string, body?: Record<string, string>) => {
    setBusy(true)
    setError(null)
    const result = await requestJson<Setup & { recoveryCodes?: string[]; message?: string }>(
      'POST',
      url,
      body,
    )
    setBusy(false)
    if (!result.ok) {
      setError(result.error ?? 'Terjadi kesalahan.')
      return null
    }
    return result.data
  }

  const start = async () => {
    const data = await run('/api/auth/2fa/setup')
    if (data) setSetup(data)
  }

  const confirm = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const data = await run('/api/auth/2fa/confirm', { code })
    if (!data) return
    toast.success(data.message ?? 'Verifikasi dua langkah aktif.')
    setSetup(null)
    setCode('')
    setCodes(data.recoveryCodes ?? null)
  }

  const disable = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const data = await run('/api/auth/2fa/disable', { password, code })
    if (!data) return
    toast.success(data.message ?? 'Verifikasi dua langkah dimatikan.')
    setPassword('')
    setCode('')
    router.refresh()
  }

  // Focus moves to the code when the QR code appears: the button that showed it is gone.
  const codeField = (
    <div>
      <label htmlFor={codeId} className={labelClass}>
        Kode verifikasi
      </label>
      <input
        id={codeId}
        autoComplete="one-time-code"
        autoFocus={Boolean(setup)}
        value={code}
        onChange={(e) => setCode(e.target.value)}
        aria-required={(enabled ? DISABLE : CONFIRM).has('code') || undefined}
        className={inputClass}
      />
    </div>
  )
  const errorLine = error ? (
    <p role="alert" className="text-sm text-danger">
      {error}
    </p>
  ) : null

  if (codes) {
    return (
      <div className="space-y-4">
        <p className="text-sm text-ink">Verifikasi dua langkah aktif.</p>
        <RecoveryCodes codes={codes} />
        <button
          type="button"
          autoFocus
          className={buttonClass('primary')}
          onClick={() => {
            setCodes(null)
            router.refresh()
          }}
        >
          Sudah saya simpan
        </button>
      </div>
    )
  }

  if (enabled) {
    if (required) {
      return (
        <p className="text-sm text-ink">
          Verifikasi dua langkah aktif (wajib untuk semua administrator).
        </p>
      )
    }
    return (
      <form noValidate onSubmit={disable} className="max-w-md space-y-4">
        <p className="text-sm text-ink">
          Verifikasi dua langkah aktif. Untuk mematikannya, masukkan password dan kode verifikasi.
        </p>
        <PasswordField
          label="Password"
          autoComplete="current-password"
          aria-required={DISABLE.has('password') || undefined}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        {codeField}
        {errorLine}
        <PendingButton type="submit" className={buttonClass('secondary')} pending={busy}>
          Matikan verifikasi dua langkah
        </PendingButton>
      </form>
    )
  }

  if (setup) {
    return (
      <form noValidate onSubmit={confirm} className="max-w-lg space-y-4">
        <TotpEnrolment secret={setup.secret} qrSvg={setup.qrSvg} />
        {codeField}
        {errorLine}
        <PendingButton type="submit" className={buttonClass('primary')} pending={busy}>
          Aktifkan
        </PendingButton>
      </form>
    )
  }

  return (
    <div className="space-y-3">
      <p className="text-sm text-ink">
        Verifikasi dua langkah belum aktif. Dengan fitur ini, login juga meminta kode 6 digit dari
        aplikasi autentikator di ponsel Anda.
      </p>
      {errorLine}
      <PendingButton
        type="button"
        onClick={start}
        className={buttonClass('primary')}
        pending={busy}
      >
        Pasang verifikasi dua langkah
      </PendingButton>
    </div>
  )
}
