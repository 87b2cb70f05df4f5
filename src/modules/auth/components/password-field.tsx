'use client'

import { type ComponentProps, useId, useState } from 'react'

import { cn } from '@/lib/cn'
import { inputClass, labelClass } from '@/components/ui/button-styles'
import { EyeIcon, EyeOffIcon } from '@/modules/admin/components/icons'

type Props = Omit<ComponentProps<'input'>, 'type' | 'id'> & {
  label: string
  error?: string
}

/** A password input with a show/hide toggle; the toggle is a real button that says what it does. */
export function PasswordField({ label, error, className, ...props }: Props) {
  const id = useId()
  const errorId = `${id}-error`
  const [visible, setVisible] = useState(false)
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          type={visible ? 'text' : 'password'}
          className={cn(inputClass, 'pr-11')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...props}
        />
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-muted hover:text-ink"
          aria-label={
            visible ? `Sembunyikan ${label.toLowerCase()}` : `Tampilkan ${label.toLowerCase()}`
          }
          aria-pressed={visible}
        >
          {visible ? <EyeOffIcon /> : <EyeIcon />}
        </button>
      </div>
      {error ? (
        <p id={errorId} role="alert" className="mt-1.5 text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  )
}
