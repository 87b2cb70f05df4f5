'use client'

import { useId } from 'react'

type SearchFieldProps = {
  label: string
  placeholder: string
  defaultValue: string
  onValueChange: (value: string) => void
}

/** A labelled search input with a magnifier; the label is for screen readers, the placeholder shows. */
export function SearchField({ label, placeholder, defaultValue, onValueChange }: SearchFieldProps) {
  const id = useId()
  return (
    <div className="relative flex-1">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <svg
        aria-hidden="true"
        viewBox="0 0 20 20"
        className="pointer-events-none absolute left-3 top-1/2 size-5 -translate-y-1/2 text-muted"
      >
        <circle cx="9" cy="9" r="6" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="m13.5 13.5 4 4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <input
        id={id}
        type="search"
        name="q"
        defaultValue={defaultValue}
        placeholder={placeholder}
        autoComplete="off"
        onChange={(event) => onValueChange(event.target.value)}
        className="h-12 w-full rounded-xl border border-line bg-surface pl-10 pr-3 text-base text-ink placeholder:text-muted focus:border-brand-600"
      />
    </div>
  )
}
