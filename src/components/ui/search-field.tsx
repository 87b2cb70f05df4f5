'use client'

import { useId, useLayoutEffect, useRef } from 'react'

import { cn } from '@/lib/cn'

import { inputClass } from './button-styles'

type SearchFieldProps = {
  label: string
  placeholder: string
  onValueChange: (value: string) => void
  /** Controlled (the admin lists), or with `defaultValue` left to the browser (the public forms). */
  value?: string
  defaultValue?: string
  /** The field's name in a form that also works without JavaScript. */
  name?: string
  disabled?: boolean
  /** The public filters' large field, or the admin toolbar's. */
  size?: 'lg' | 'md'
  className?: string
}

/** A labelled search input with a magnifier; the label is for screen readers, the placeholder shows. */
export function SearchField({
  label,
  size = 'md',
  className,
  onValueChange,
  ...input
}: SearchFieldProps) {
  const id = useId()
  const ref = useRef<HTMLInputElement>(null)
  // A controlled field takes input before React runs (the server's HTML shows first): what was
  // typed by then is the field's value from hydration on, told as a change, not reset.
  useLayoutEffect(() => {
    const typed = ref.current?.value
    if (input.value !== undefined && typed !== undefined && typed !== input.value) {
      onValueChange(typed)
    }
    // Only what hydration found: later changes arrive through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  return (
    <div className={cn('relative', className)}>
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
        ref={ref}
        id={id}
        type="search"
        autoComplete="off"
        onChange={(event) => onValueChange(event.target.value)}
        className={cn(inputClass, 'pl-10', size === 'lg' && 'h-12 rounded-xl bg-surface text-base')}
        {...input}
      />
    </div>
  )
}

type QueryFieldProps = Pick<SearchFieldProps, 'label' | 'placeholder'> & {
  query: string
  onQuery: (value: string) => void
}

/** The ?q= box of a public filter form: large, filling its row, sent with the form as `q`. */
export function QueryField({ query, onQuery, ...text }: QueryFieldProps) {
  return (
    <SearchField
      {...text}
      name="q"
      size="lg"
      className="flex-1"
      defaultValue={query}
      onValueChange={onQuery}
    />
  )
}
