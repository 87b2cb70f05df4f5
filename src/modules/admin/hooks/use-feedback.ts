'use client'

import { useCallback } from 'react'
import { toast } from 'sonner'

import { useDialogs } from '../components/dialogs'

type Way = 'dialog' | 'toast'
/** How a screen tells each outcome (SPEC 8): reports and news in dialogs, products in toasts. */
export type Feedback = { success: Way; error: Way }
export const DIALOGS: Feedback = { success: 'dialog', error: 'dialog' }
export const TOASTS: Feedback = { success: 'toast', error: 'toast' }

/** Tells a success or a failure the screen's way; resolves once a dialog is closed. */
export function useFeedback(feedback: Feedback) {
  const { alert } = useDialogs()
  return useCallback(
    async (tone: 'success' | 'error', message: string, detail?: string | null) => {
      if (feedback[tone] === 'dialog') return alert(message, { tone, detail })
      if (tone === 'success') toast.success(message)
      else toast.error(message, { description: detail ?? undefined })
    },
    [alert, feedback],
  )
}
