'use client'

import { type ReactNode, useActionState } from 'react'

import { buttonClass } from '@/components/ui/button-styles'

/** What a step's server action answers: its message, good or bad. */
export type CaseActionState = { ok: boolean; message: string } | null

/** One step on a complaint or a report (status, extension, note, …): its fields, button and answer. */
export function CaseActionForm({
  action,
  submitLabel,
  variant = 'primary',
  children,
}: {
  action: (state: CaseActionState, form: FormData) => Promise<CaseActionState>
  submitLabel: string
  variant?: 'primary' | 'secondary' | 'danger'
  children?: ReactNode
}) {
  const [state, run, pending] = useActionState(action, null)
  return (
    <form action={run} className="space-y-4">
      {children}
      {state ? (
        <p
          role="status"
          className={`text-sm font-semibold ${state.ok ? 'text-brand-800' : 'text-danger'}`}
        >
          {state.message}
        </p>
      ) : null}
      <button type="submit" disabled={pending} className={buttonClass(variant)}>
        {submitLabel}
      </button>
    </form>
  )
}
