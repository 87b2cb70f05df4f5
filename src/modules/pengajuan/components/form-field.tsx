import type { ReactElement, ReactNode } from 'react'
import { cloneElement } from 'react'

import { FieldLabel } from '@/components/ui/field'

export const controlClass =
  'block w-full rounded-lg border border-muted bg-white px-3 py-2.5 text-base text-ink aria-[invalid=true]:border-danger'

type ControlProps = {
  id: string
  className?: string
  'aria-invalid'?: true
  'aria-describedby'?: string
}

/**
 * A labelled control with its hint and its own message below it; the control is marked invalid
 * and described by both, so a screen reader hears why it was refused.
 */
export function FormField({
  id,
  label,
  hint,
  error,
  optional,
  children,
}: {
  id: string
  label: ReactNode
  hint?: ReactNode
  error?: string
  optional?: boolean
  children: ReactElement<ControlProps>
}) {
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  return (
    <div>
      <FieldLabel
        htmlFor={id}
        label={
          <>
            {label}
            {optional ? <span className="font-normal text-muted"> (opsional)</span> : null}
          </>
        }
        hint={hint}
        hintId={hintId}
      />
      {cloneElement(children, {
        id,
        className: children.props.className ?? controlClass,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': [errorId, hintId].filter(Boolean).join(' ') || undefined,
      })}
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  )
}
