'use client'

import { useId } from 'react'

import { inputClass, labelClass } from '@/components/ui/button-styles'

/** The username of the sign-in and reset forms, with its message below it when refused. */
export function UsernameField({
  value,
  onChange,
  error,
  name,
  required,
}: {
  value: string
  onChange: (value: string) => void
  error?: string | null
  name?: string
  /** The form is refused without it. */
  required?: boolean
}) {
  const id = useId()
  const errorId = `${id}-error`
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        Username
      </label>
      <input
        id={id}
        name={name}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={inputClass}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error ? (
        <p id={errorId} role="alert" className="mt-1.5 text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  )
}
