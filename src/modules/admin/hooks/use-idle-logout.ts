'use client'

import { useEffect, useRef } from 'react'

/** SPEC 9: the administrator is signed out after 15 minutes without activity. */
export const IDLE_TIMEOUT_MS = 15 * 60 * 1000

/** SPEC 4: mouse move, mouse down, key press, touch move and scroll count as activity. */
export const ACTIVITY_EVENTS = ['mousemove', 'mousedown', 'keydown', 'touchmove', 'scroll'] as const

/**
 * Calls onIdle once after `timeoutMs` without activity, and onActivity on every activity event
 * (throttled to once a second, since mousemove fires constantly). A timeout of 0 turns it off,
 * as the spec does on /admin.
 */
export function useIdleLogout({
  timeoutMs = IDLE_TIMEOUT_MS,
  onIdle,
  onActivity,
}: {
  timeoutMs?: number
  onIdle: () => void
  onActivity?: () => void
}) {
  const onIdleRef = useRef(onIdle)
  const onActivityRef = useRef(onActivity)
  useEffect(() => {
    onIdleRef.current = onIdle
    onActivityRef.current = onActivity
  })

  useEffect(() => {
    if (timeoutMs <= 0) return
    let timer: ReturnType<typeof setTimeout> | undefined
    let lastReset = 0
    let fired = false

    const arm = () => {
      clearTimeout(timer)
      timer = setTimeout(() => {
        fired = true
        onIdleRef.current()
      }, timeoutMs)
    }

    const handleActivity = () => {
      if (fired) return
      const now = Date.now()
      if (now - lastReset < 1000) return
      lastReset = now
      arm()
      onActivityRef.current?.()
    }

    arm()
    // Capture on window also catches scrolling inside panels and tables, which does not bubble.
    for (const name of ACTIVITY_EVENTS) {
      window.addEventListener(name, handleActivity, { capture: true, passive: true })
    }
    return () => {
      clearTimeout(timer)
      for (const name of ACTIVITY_EVENTS) {
        window.removeEventListener(name, handleActivity, { capture: true })
      }
    }
  }, [timeoutMs])
}
