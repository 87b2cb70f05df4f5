import { useId } from 'react'

import { inputClass } from '@/components/ui/button-styles'

/** A list's filter beside the search box: an 'all' option, then each value. */
export function FilterSelect({
  label,
  allLabel,
  options,
  value,
  onChange,
}: {
  /** For screen readers, e.g. 'Filter kategori'. */
  label: string
  allLabel: string
  options: readonly string[]
  value: string
  onChange: (value: string) => void
}) {
  const id = useId()
  return (
    <div>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={`${inputClass} w-56`}
      >
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </div>
  )
}
