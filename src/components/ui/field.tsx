'use client'

import { cloneElement, createContext, type ReactElement, type ReactNode, use, useId } from 'react'

import { inputClass, labelClass } from './button-styles'

/** The id of the form's list of messages, which every invalid field points to. */
export const ErrorSummaryId = createContext<string | undefined>(undefined)

/** What a Field gives its control: its id, look and accessible wiring. */
type ControlProps = {
  id: string
  className: string
  'aria-invalid'?: true
  'aria-required'?: true
  'aria-describedby'?: string
}

type FieldProps = {
  label: ReactNode
  /** A line between the label and the control, read with the control. */
  hint?: ReactNode
  /** The hint's id, when another field points to it too. */
  hintId?: string
  /** Set when the control's value was refused: the control then points to the form's messages. */
  invalid?: boolean
  /** Set when the form is refused without a value: the control is announced as required. */
  required?: boolean
  /** Other elements that describe the control, such as a hint shown by another field. */
  describedBy?: string
  className?: string
  /** The control (an input, select or textarea), without id or class of its own. */
  children: ReactElement<ControlProps>
}

/**
 * A labelled form control: the one place that gives it its id, marks it invalid and says what
 * describes it (the form's messages, then its hint).
 */
export function Field({
  label,
  hint,
  hintId: sharedHintId,
  invalid,
  required,
  describedBy,
  className,
  children,
}: FieldProps) {
  const id = useId()
  const errors = use(ErrorSummaryId)
  const hintId = hint ? (sharedHintId ?? `${id}-hint`) : undefined
  return (
    <div className={className}>
      <FieldLabel htmlFor={id} label={label} hint={hint} hintId={hintId} />
      {cloneElement(children, {
        id,
        className: inputClass,
        'aria-invalid': invalid ? true : undefined,
        'aria-required': required ? true : undefined,
        'aria-describedby':
          [invalid ? errors : null, hintId, describedBy].filter(Boolean).join(' ') || undefined,
      })}
    </div>
  )
}

/** A control's label, and the hint read with it (`hintId`) between the label and the control. */
export function FieldLabel({
  htmlFor,
  label,
  hint,
  hintId,
}: {
  htmlFor: string
  label: ReactNode
  hint?: ReactNode
  hintId?: string
}) {
  return (
    <>
      <label htmlFor={htmlFor} className={labelClass}>
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="-mt-1 mb-1.5 text-sm text-muted">
          {hint}
        </p>
      ) : null}
    </>
  )
}

/** A select's choices, each value its own label, after an empty first choice when one is given. */
export function OptionList({ options, empty }: { options: readonly string[]; empty?: string }) {
  return (
    <>
      {empty !== undefined ? <option value="">{empty}</option> : null}
      {options.map((option) => (
        <option key={option} value={option}>
          {option}
        </option>
      ))}
    </>
  )
}
