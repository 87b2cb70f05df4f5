'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import * as Dialog from '@radix-ui/react-dialog'
import type { ReactNode } from 'react'
import { useForm } from 'react-hook-form'
import { toast } from 'sonner'
import type { z } from 'zod'

import { requiredFields } from '@/lib/required-fields'
import { AUTH_MESSAGES, changePasswordFormSchema } from '@/modules/auth/auth.schema'

import { requestJson } from '../lib/api-client'
import { SESSION_TEXT } from '../lib/session-messages'
import { buttonClass } from '@/components/ui/button-styles'
import { FormError } from './form-error'
import { PasswordField } from '@/modules/auth/components/password-field'
import { PendingButton } from './pending-button'

type FormValues = z.infer<typeof changePasswordFormSchema>

const empty: FormValues = { currentPassword: '', newPassword: '', confirmPassword: '' }

const REQUIRED = requiredFields(changePasswordFormSchema)

/** SPEC 2.2's change-password dialog: current, new and confirmation; Batal and Simpan. */
export function ChangePasswordDialog({
  open,
  onOpenChange,
  trigger,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The button that opens the dialog; focus returns to it on close. */
  trigger: ReactNode
}) {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<FormValues>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: empty,
  })

  const close = (next: boolean) => {
    if (!next) reset(empty)
    onOpenChange(next)
  }

  const onSubmit = async ({ currentPassword, newPassword }: FormValues) => {
    const result = await requestJson<{ message?: string }>('PATCH', '/api/auth/change-password', {
      currentPassword,
      newPassword,
    })
    if (result.ok) {
      toast.success(AUTH_MESSAGES.changed)
      close(false)
    } else {
      toast.error(result.error ?? SESSION_TEXT.changePasswordFailed)
    }
  }

  // "Mohon lengkapi semua field." is one message for three fields, so it is shown once on top.
  const missing = [errors.currentPassword, errors.newPassword, errors.confirmPassword].some(
    (error) => error?.message === AUTH_MESSAGES.changeRequired,
  )
  const mismatch =
    errors.confirmPassword?.message === AUTH_MESSAGES.confirmMismatch
      ? AUTH_MESSAGES.confirmMismatch
      : undefined

  return (
    <Dialog.Root open={open} onOpenChange={close}>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(30rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl">
          <Dialog.Title className="text-lg font-bold text-ink">Ubah Password</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-muted">
            Masukkan password lama, lalu password baru dua kali.
          </Dialog.Description>
          <form noValidate onSubmit={handleSubmit(onSubmit)} className="mt-5 space-y-4">
            <FormError messages={[missing ? AUTH_MESSAGES.changeRequired : undefined]} />
            <PasswordField
              label="Password Lama"
              autoComplete="current-password"
              aria-invalid={errors.currentPassword ? true : undefined}
              aria-required={REQUIRED.has('currentPassword') || undefined}
              {...register('currentPassword')}
            />
            <PasswordField
              label="Password Baru"
              autoComplete="new-password"
              aria-invalid={errors.newPassword ? true : undefined}
              aria-required={REQUIRED.has('newPassword') || undefined}
              {...register('newPassword')}
            />
            <PasswordField
              label="Konfirmasi Password Baru"
              autoComplete="new-password"
              error={mismatch}
              aria-invalid={errors.confirmPassword ? true : undefined}
              aria-required={REQUIRED.has('confirmPassword') || undefined}
              {...register('confirmPassword')}
            />
            <div className="flex justify-end gap-3 pt-2">
              <Dialog.Close type="button" className={buttonClass('secondary')}>
                Batal
              </Dialog.Close>
              <PendingButton
                type="submit"
                className={buttonClass('primary')}
                pending={isSubmitting}
              >
                {isSubmitting ? 'Menyimpan...' : 'Simpan'}
              </PendingButton>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
