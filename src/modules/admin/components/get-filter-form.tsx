import Link from 'next/link'
import type { InputHTMLAttributes, ReactNode } from 'react'

import { buttonClass, inputClass, labelClass } from '@/components/ui/button-styles'

/**
 * A plain GET form whose filters live in the URL, so a filtered view can be shared, reloaded or
 * exported; 'Reset' goes back to the unfiltered list at `action`.
 */
export function GetFilterForm({
  action,
  className,
  children,
}: {
  action: string
  className: string
  children: ReactNode
}) {
  return (
    <form
      method="get"
      action={action}
      className={`mb-5 grid grid-cols-2 items-end gap-4 ${className}`}
    >
      {children}
      <div className="col-span-2 flex gap-2 lg:col-span-1">
        <button type="submit" className={buttonClass('primary')}>
          Terapkan
        </button>
        <Link href={action} className={buttonClass('secondary')}>
          Reset
        </Link>
      </div>
    </form>
  )
}

type InputFilterProps = { name: string; label: string; className?: string } & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'className'
>

/** A text or date filter, labelled above; the URL parameter is its name. */
export function InputFilter({ name, label, className, ...input }: InputFilterProps) {
  return (
    <div className={className}>
      <label htmlFor={`filter-${name}`} className={labelClass}>
        {label}
      </label>
      <input id={`filter-${name}`} name={name} className={inputClass} {...input} />
    </div>
  )
}

/** A select filter with its 'all' choice first; the URL parameter is its name. */
export function SelectFilter({
  name,
  label,
  value,
  allLabel,
  options,
}: {
  name: string
  label: string
  value: string | undefined
  allLabel: string
  options: readonly { value: string; label: string }[]
}) {
  return (
    <div>
      <label htmlFor={`filter-${name}`} className={labelClass}>
        {label}
      </label>
      <select id={`filter-${name}`} name={name} defaultValue={value ?? ''} className={inputClass}>
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  )
}
