import { useId } from 'react'

import { inputClass } from '@/components/ui/button-styles'

import type { UrlState } from '../hooks/use-url-state'

/**
 * A list's filter beside the search box: an 'all' option, then each value. It lives in the URL as
 * ?{param}=, and a new choice starts again from the first page.
 */
export function FilterSelect({
  param,
  label,
  allLabel,
  options,
  labels,
  url,
}: {
  param: string
  /** For screen readers, e.g. 'Filter kategori'. */
  label: string
  allLabel: string
  options: readonly string[]
  /** What each value is shown as, when not the value itself. */
  labels?: Record<string, string>
  /** The list's state (useListState's `url`), which this filter is part of. */
  url: UrlState
}) {
  const id = useId()
  return (
    <div>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <select
        id={id}
        value={url.get(param) ?? ''}
        onChange={(event) => url.set({ [param]: event.target.value, page: null })}
        className={`${inputClass} w-56`}
      >
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {labels?.[option] ?? option}
          </option>
        ))}
      </select>
    </div>
  )
}
