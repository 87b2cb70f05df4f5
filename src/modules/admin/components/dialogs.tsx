'use client'

import * as AlertDialog from '@radix-ui/react-alert-dialog'
import { createContext, type ReactNode, useCallback, useContext, useRef, useState } from 'react'

import { buttonClass } from '@/components/ui/button-styles'

/*
 * The spec's browser alert() and confirm() calls, as accessible alert dialogs: focus moves into
 * the dialog (Batal on a question, OK on a notice), Enter answers the focused button, Escape
 * answers "no", focus returns where it was, and the exact Indonesian text is the description.
 */

type Tone = 'success' | 'error' | 'info'

type AlertOptions = { title?: string; tone?: Tone; detail?: string | null }
type ConfirmOptions = { title?: string; confirmLabel?: string; danger?: boolean }

type Pending =
  | { kind: 'alert'; message: string; options: AlertOptions }
  | { kind: 'confirm'; message: string; options: ConfirmOptions }

type Dialogs = {
  alert: (message: string, options?: AlertOptions) => Promise<void>
  confirm: (message: string, options?: ConfirmOptions) => Promise<boolean>
}

const DialogsContext = createContext<Dialogs | null>(null)

const defaultTitle: Record<Tone, string> = {
  success: 'Berhasil',
  error: 'Gagal',
  info: 'Perhatian',
}

const titleColour: Record<Tone, string> = {
  success: 'text-brand-700',
  error: 'text-danger',
  info: 'text-ink',
}

/**
 * Where focus should return when the dialog closes. A dialog opened from a dropdown item goes back
 * to the dropdown's button, since the item itself disappears with the menu.
 */
function focusOrigin(): HTMLElement | null {
  const active = document.activeElement as HTMLElement | null
  if (active?.closest('[role="menu"]')) {
    return document.querySelector<HTMLElement>('[aria-haspopup="menu"][aria-expanded="true"]')
  }
  return active
}

export function DialogsProvider({ children }: { children: ReactNode }) {
  const [pending, setPending] = useState<Pending | null>(null)
  const resolver = useRef<((answer: boolean) => void) | null>(null)
  const returnFocus = useRef<HTMLElement | null>(null)
  const okRef = useRef<HTMLButtonElement>(null)

  const open = useCallback((next: Pending) => {
    returnFocus.current = focusOrigin()
    // A dialog opened while another is showing answers the first one "no".
    resolver.current?.(false)
    setPending(next)
    return new Promise<boolean>((resolve) => {
      resolver.current = resolve
    })
  }, [])

  const close = useCallback((answer: boolean) => {
    resolver.current?.(answer)
    resolver.current = null
    setPending(null)
  }, [])

  const alert = useCallback<Dialogs['alert']>(
    async (message, options = {}) => {
      await open({ kind: 'alert', message, options })
    },
    [open],
  )
  const confirm = useCallback<Dialogs['confirm']>(
    (message, options = {}) => open({ kind: 'confirm', message, options }),
    [open],
  )

  const tone: Tone = pending?.kind === 'alert' ? (pending.options.tone ?? 'info') : 'info'
  const title =
    pending?.kind === 'confirm'
      ? (pending.options.title ?? 'Konfirmasi')
      : (pending?.options.title ?? defaultTitle[tone])

  return (
    <DialogsContext.Provider value={{ alert, confirm }}>
      {children}
      <AlertDialog.Root open={pending !== null} onOpenChange={(isOpen) => !isOpen && close(false)}>
        <AlertDialog.Portal>
          <AlertDialog.Overlay className="fixed inset-0 z-40 bg-ink/50" />
          <AlertDialog.Content
            className="fixed top-1/2 left-1/2 z-50 w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl"
            onOpenAutoFocus={(event) => {
              // Radix focuses the Cancel button, and an OK-only notice has none.
              if (pending?.kind !== 'alert') return
              event.preventDefault()
              okRef.current?.focus()
            }}
            onEscapeKeyDown={() => close(false)}
            onCloseAutoFocus={(event) => {
              // No Radix trigger opened this dialog, so focus goes back by hand.
              event.preventDefault()
              const target = returnFocus.current?.isConnected
                ? returnFocus.current
                : document.getElementById('konten')
              target?.focus()
            }}
          >
            <AlertDialog.Title
              className={`text-lg font-bold ${pending?.kind === 'alert' ? titleColour[tone] : 'text-ink'}`}
            >
              {title}
            </AlertDialog.Title>
            <AlertDialog.Description className="mt-2 text-base text-ink">
              {pending?.message}
            </AlertDialog.Description>
            {pending?.kind === 'alert' && pending.options.detail ? (
              <p className="mt-2 text-sm text-muted">{pending.options.detail}</p>
            ) : null}
            <div className="mt-6 flex justify-end gap-3">
              {pending?.kind === 'confirm' ? (
                <>
                  <AlertDialog.Cancel className={buttonClass('secondary')}>
                    Batal
                  </AlertDialog.Cancel>
                  <AlertDialog.Action
                    className={buttonClass(pending.options.danger ? 'danger' : 'primary')}
                    onClick={(event) => {
                      event.preventDefault()
                      close(true)
                    }}
                  >
                    {pending.options.confirmLabel ?? 'Ya'}
                  </AlertDialog.Action>
                </>
              ) : (
                <AlertDialog.Action
                  ref={okRef}
                  className={buttonClass('primary')}
                  onClick={(event) => {
                    event.preventDefault()
                    close(true)
                  }}
                >
                  OK
                </AlertDialog.Action>
              )}
            </div>
          </AlertDialog.Content>
        </AlertDialog.Portal>
      </AlertDialog.Root>
    </DialogsContext.Provider>
  )
}

export function useDialogs(): Dialogs {
  const dialogs = useContext(DialogsContext)
  if (!dialogs) throw new Error('useDialogs needs <DialogsProvider>')
  return dialogs
}
