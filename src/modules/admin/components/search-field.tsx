'use client'

import { useId } from 'react'

import { cn } from '../lib/cn'
import { inputClass } from './button-styles'
import { SearchIcon } from './icons'

/** A list's title search; the placeholder is the spec's text and the label says the same. */
export function SearchField({
  value,
  onChange,
  placeholder,
  label,
}: {
  value: string
  onChange: (value: string) => void
  placeholder: string
  label: string
}) {
  const id = useId()
  return (
    <div className="relative w-full max-w-sm">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <SearchIcon className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-muted" />
      <input
        id={id}
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        className={cn(inputClass, 'pl-10')}
        autoComplete="off"
      />
    </div>
  )
}
