'use client'

import { type FocusEvent, type KeyboardEvent, useState } from 'react'

/*
 * The WAI-ARIA toolbar pattern (APG): a toolbar is one stop in the Tab order, on the button last
 * focused there (the first, until then); ArrowLeft and ArrowRight move between its buttons and
 * wrap, Home and End go to the first and the last.
 */

const MOVES: Record<string, (at: number, count: number) => number> = {
  ArrowRight: (at, count) => (at + 1) % count,
  ArrowLeft: (at, count) => (at - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
}

// Read from the page, so a button that a child component renders (a dialog's trigger) counts.
// A disabled button cannot take focus and is passed over; an aria-disabled one stays reachable.
const buttonsOf = (toolbar: HTMLElement) =>
  [...toolbar.querySelectorAll('button')].filter((button) => !button.disabled)

/**
 * Give `toolbarProps` to the element with role="toolbar" and `tabIndex={tabIndexOf(i)}` to its
 * i-th button, in the order they appear.
 */
export function useToolbar() {
  const [current, setCurrent] = useState(0)
  return {
    tabIndexOf: (index: number) => (index === current ? 0 : -1),
    toolbarProps: {
      onFocus: (event: FocusEvent<HTMLElement>) => {
        const at = [...event.currentTarget.querySelectorAll('button')].indexOf(
          event.target as HTMLButtonElement,
        )
        if (at >= 0) setCurrent(at)
      },
      onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
        const move = MOVES[event.key]
        const buttons = buttonsOf(event.currentTarget)
        const at = buttons.indexOf(event.target as HTMLButtonElement)
        // Keys pressed in a dialog a button opened reach here through React's tree: not ours.
        if (!move || at < 0 || event.altKey || event.ctrlKey || event.metaKey) return
        event.preventDefault()
        buttons[move(at, buttons.length)].focus()
      },
    },
  }
}
