'use client'

import * as AlertDialog from '@radix-ui/react-alert-dialog'

import { SESSION_TEXT } from '../lib/session-messages'
import { buttonClass } from '@/components/ui/button-styles'

/**
 * A minute before the idle logout: the administrator may stay (WCAG 2.2.1 asks for the chance).
 * Any activity closes it as well, since activity restarts the 15 minutes (SPEC 4).
 */
export function IdleWarning({ open, onStay }: { open: boolean; onStay: () => void }) {
  return (
    <AlertDialog.Root open={open} onOpenChange={(isOpen) => !isOpen && onStay()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-ink/50" />
        {/* Escape and the button both close it through onOpenChange, which means: stay. */}
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl">
          <AlertDialog.Title className="text-lg font-bold text-ink">
            {SESSION_TEXT.idleWarningTitle}
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-base text-ink">
            {SESSION_TEXT.idleWarning}
          </AlertDialog.Description>
          <div className="mt-6 flex justify-end">
            <AlertDialog.Cancel className={buttonClass('primary')}>
              {SESSION_TEXT.stay}
            </AlertDialog.Cancel>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  )
}
