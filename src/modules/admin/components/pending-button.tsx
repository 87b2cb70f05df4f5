import type { ComponentPropsWithRef } from 'react'

type Props = ComponentPropsWithRef<'button'> & {
  /** While true the button refuses clicks (and the form's Enter) but keeps the focus. */
  pending: boolean
}

/**
 * A button that waits without `disabled`: a disabled button drops the keyboard focus to <body>
 * (WCAG 2.4.3), so a pending one is only aria-disabled and cancels its own clicks. Enter in a
 * form field clicks the submit button too, so that is refused the same way.
 */
export function PendingButton({ pending, onClick, type = 'button', ...props }: Props) {
  return (
    <button
      type={type}
      aria-disabled={pending || undefined}
      onClick={(event) => {
        if (pending) {
          event.preventDefault()
          return
        }
        onClick?.(event)
      }}
      {...props}
    />
  )
}
