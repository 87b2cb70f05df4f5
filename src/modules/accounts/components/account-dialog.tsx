'use client'

import * as Dialog from '@radix-ui/react-dialog'
import { type FormEvent, type ReactNode, useId, useState } from 'react'
import type { z } from 'zod'

import { buttonClass, inputClass, labelClass } from '@/components/ui/button-styles'
import { requiredFields } from '@/lib/required-fields'
import { confirmSchema } from '@/modules/accounts/accounts.schema'
import { PasswordField } from '@/modules/auth/components/password-field'
import { PendingButton } from '@/modules/admin/components/pending-button'

type Field = { name: string; label: string; autoComplete?: string }

/**
 * One dialog for every account change: its own fields, the caller's password to confirm, and,
 * when the answer carries one, the temporary password shown once in place of the form.
 */
export function AccountDialog({
  title,
  description,
  trigger,
  fields = [],
  schema = confirmSchema,
  submitLabel,
  onSubmit,
}: {
  title: string
  description: string
  trigger: ReactNode
  fields?: Field[]
  /** What the server refuses the dialog without: the fields and the password. */
  schema?: z.ZodObject
  submitLabel: string
  /** Resolves to an error message, or to the temporary password to show (or null). */
  onSubmit: (values: Record<string, string>) => Promise<{ error?: string; temporary?: string }>
}) {
  const id = useId()
  const required = requiredFields(schema)
  const [open, setOpen] = useState(false)
  const [values, setValues] = useState<Record<string, string>>({})
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [temporary, setTemporary] = useState<string | null>(null)

  const change = (next: boolean) => {
    if (!next) {
      setValues({})
      setError(null)
      setTemporary(null)
    }
    setOpen(next)
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setBusy(true)
    setError(null)
    const result = await onSubmit(values)
    setBusy(false)
    if (result.error) return setError(result.error)
    if (result.temporary) return setTemporary(result.temporary)
    change(false)
  }

  return (
    <Dialog.Root open={open} onOpenChange={change}>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(30rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl">
          <Dialog.Title className="text-lg font-bold text-ink">{title}</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-muted">{description}</Dialog.Description>
          {temporary ? (
            <div className="mt-5 space-y-4">
              <div>
                <label htmlFor={`${id}-temporary`} className={labelClass}>
                  Password sementara
                </label>
                {/* Read-only and focused: a screen reader reads it out, a keyboard can copy it. */}
                <input
                  id={`${id}-temporary`}
                  readOnly
                  autoFocus
                  value={temporary}
                  onFocus={(e) => e.currentTarget.select()}
                  aria-describedby={`${id}-once`}
                  className={`${inputClass} font-mono text-lg`}
                />
                <p id={`${id}-once`} className="mt-1.5 text-sm text-muted">
                  Hanya ditampilkan sekali; harus diganti saat login berikutnya.
                </p>
              </div>
              <div className="flex justify-end">
                <Dialog.Close type="button" className={buttonClass('primary')}>
                  Selesai
                </Dialog.Close>
              </div>
            </div>
          ) : (
            <form noValidate onSubmit={submit} className="mt-5 space-y-4">
              {fields.map((field) => (
                <div key={field.name}>
                  <label htmlFor={`${id}-${field.name}`} className={labelClass}>
                    {field.label}
                  </label>
                  <input
                    id={`${id}-${field.name}`}
                    autoComplete={field.autoComplete ?? 'off'}
                    value={values[field.name] ?? ''}
                    onChange={(e) => setValues((v) => ({ ...v, [field.name]: e.target.value }))}
                    aria-required={required.has(field.name) || undefined}
                    className={inputClass}
                  />
                </div>
              ))}
              <PasswordField
                label="Password Anda"
                autoComplete="current-password"
                aria-required={required.has('currentPassword') || undefined}
                value={values.currentPassword ?? ''}
                onChange={(e) => setValues((v) => ({ ...v, currentPassword: e.target.value }))}
                error={error ?? undefined}
              />
              <div className="flex justify-end gap-3 pt-2">
                <Dialog.Close type="button" className={buttonClass('secondary')}>
                  Batal
                </Dialog.Close>
                <PendingButton type="submit" className={buttonClass('primary')} pending={busy}>
                  {busy ? 'Memproses...' : submitLabel}
                </PendingButton>
              </div>
            </form>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
