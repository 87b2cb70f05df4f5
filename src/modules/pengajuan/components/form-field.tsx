import type { ReactElement, ReactNode } from 'react'
import { cloneElement } from 'react'

import { FieldLabel } from '@/components/ui/field'

export const controlClass =
  'block w-full rounded-lg border border-muted bg-white px-3 py-2.5 text-base text-ink aria-[invalid=true]:border-danger'

type ControlProps = {
  id: string
  className?: string
  'aria-invalid'?: true
  'aria-required'?: true
  'aria-describedby'?: string
}

/**
 * A labelled control with its hint and its own message below it; the control is marked invalid
 * and described by both, so a screen reader hears why it was refused. A field the server requires
 * is announced as required; any other says '(opsional)'.
 */
export function FormField({
  id,
  label,
  hint,
  error,
  required,
  children,
}: {
  id: string
  label: ReactNode
  hint?: ReactNode
  error?: string
  required: boolean
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
            {required ? null : <span className="font-normal text-muted"> (opsional)</span>}
          </>
        }
        hint={hint}
        hintId={hintId}
      />
      {cloneElement(children, {
        id,
        className: children.props.className ?? controlClass,
        'aria-invalid': error ? true : undefined,
        'aria-required': required ? true : undefined,
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
