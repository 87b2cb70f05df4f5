'use client'

import { useCallback } from 'react'
import { toast } from 'sonner'

import type { AdminFeedback } from '@/content-types/definition'

import { useDialogs } from '../components/dialogs'

/** How a screen tells each outcome (SPEC 8): reports and news in dialogs, products in toasts. */
export type Feedback = AdminFeedback

/** Tells a success or a failure the screen's way; resolves once a dialog is closed. */
export function useFeedback({ success, error }: Feedback) {
  const { alert } = useDialogs()
  // Kept by the two ways, not by the object: a screen may pass a new object each render, and a
  // new function here would rebuild its table's columns, remounting every cell (and closing an
  // open row menu) whenever the list's data arrives.
  return useCallback(
    async (tone: 'success' | 'error', message: string, detail?: string | null) => {
      if ({ success, error }[tone] === 'dialog') return alert(message, { tone, detail })
      if (tone === 'success') toast.success(message)
      else toast.error(message, { description: detail ?? undefined })
    },
    [alert, success, error],
  )
}
