'use client'

import { type FormEvent, useState } from 'react'
import { toast } from 'sonner'

import { requestJson } from '@/modules/admin/lib/api-client'
import { takeReturnPath } from '@/modules/admin/lib/form-draft'
import { REDIRECT_DELAY_MS, SESSION_TEXT } from '@/modules/admin/lib/session-messages'
import { buttonClass } from '@/components/ui/button-styles'
import { requiredFields } from '@/lib/required-fields'
import { loginSchema } from '@/modules/auth/auth.schema'
import { type Challenge, LoginChallengeStep } from './login-challenge-step'
import { UsernameField } from './username-field'
import { PasswordField } from './password-field'
import { PendingButton } from '@/modules/admin/components/pending-button'
import { RecoveryCodes } from './recovery-codes'

const REQUIRED = requiredFields(loginSchema)

type FieldErrors = { username?: string; password?: string }

/**
 * SPEC 5: no client-side validation. A server message that mentions the username goes under that
 * field, one that mentions the password under the password, anything else into a toast.
 */
export function LoginForm() {
  const [username, setUsername] = useState('')
  const [password, setPassword] = useState('')
  const [errors, setErrors] = useState<FieldErrors>({})
  const [busy, setBusy] = useState(false)
  const [done, setDone] = useState(false)
  const [challenge, setChallenge] = useState<Challenge | null>(null)
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | undefined>()

  const signedIn = () => {
    setDone(true)
    toast.success(SESSION_TEXT.loginSuccess, { duration: REDIRECT_DELAY_MS })
    // Back to the page an ended session left (its form offers the draft), else the dashboard;
    // a full load on purpose: the router may hold admin pages prefetched while signed out.
    const destination = takeReturnPath() ?? '/admin/dashboard'
    setTimeout(() => window.location.assign(destination), REDIRECT_DELAY_MS)
  }

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setBusy(true)
    setErrors({})
    const result = await requestJson<Challenge>('POST', '/api/auth/login', { username, password })
    if (result.ok && result.status === 202) {
      setBusy(false)
      setChallenge(result.data)
      return
    }
    if (result.ok) return signedIn()
    setBusy(false)
    const message = result.error ?? SESSION_TEXT.loginFailed
    if (/username/i.test(message)) setErrors({ username: message })
    else if (/password/i.test(message)) setErrors({ password: message })
    else toast.error(message)
  }

  if (recoveryCodes) {
    // Freshly made codes stay on screen until the administrator says they are kept.
    return (
      <div className="space-y-5">
        <RecoveryCodes codes={recoveryCodes} />
        <button
          type="button"
          className={buttonClass('primary', 'md', 'w-full py-3')}
          onClick={() => {
            setRecoveryCodes(undefined)
            signedIn()
          }}
        >
          Sudah saya simpan, lanjutkan
        </button>
      </div>
    )
  }

  if (challenge && !done) {
    return (
      <LoginChallengeStep
        initial={challenge}
        onSignedIn={({ recoveryCodes: codes }) => (codes ? setRecoveryCodes(codes) : signedIn())}
      />
    )
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <UsernameField
        name="username"
        value={username}
        onChange={setUsername}
        error={errors.username}
        required={REQUIRED.has('username')}
      />
      <PasswordField
        label="Password"
        name="password"
        autoComplete="current-password"
        aria-required={REQUIRED.has('password') || undefined}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={errors.password}
      />
      <PendingButton
        type="submit"
        className={buttonClass('primary', 'md', 'w-full py-3')}
        pending={busy || done}
      >
        {done ? 'Mengalihkan...' : busy ? 'Memproses...' : 'Login'}
      </PendingButton>
    </form>
  )
}
