'use client'

import { useCallback, useEffect, useRef } from 'react'

import { SESSION_IDLE_MINUTES } from '@/modules/auth/auth.rules'

/** SPEC 9: the administrator is signed out after 15 minutes without activity. */
export const IDLE_TIMEOUT_MS = SESSION_IDLE_MINUTES * 60 * 1000

/**
 * SPEC 4: mouse move, mouse down, key press, touch move and scroll count as activity. A wheel turn
 * counts too: it is an attempt to scroll even where nothing scrolls (under the idle warning).
 */
export const ACTIVITY_EVENTS = [
  'mousemove',
  'mousedown',
  'keydown',
  'touchmove',
  'scroll',
  'wheel',
] as const

/**
 * Calls onIdle once after `timeoutMs` without activity, onWarn `warnBeforeMs` earlier, and
 * onActivity on every activity event (throttled to once a second, since mousemove fires
 * constantly). A timeout of 0 turns it off, as the spec does on /admin. The returned function
 * counts as activity, for a button that asks to stay.
 */
export function useIdleLogout({
  timeoutMs = IDLE_TIMEOUT_MS,
  warnBeforeMs = 0,
  onIdle,
  onWarn,
  onActivity,
}: {
  timeoutMs?: number
  warnBeforeMs?: number
  onIdle: () => void
  onWarn?: () => void
  onActivity?: () => void
}) {
  const onIdleRef = useRef(onIdle)
  const onWarnRef = useRef(onWarn)
  const onActivityRef = useRef(onActivity)
  const resetRef = useRef<() => void>(() => {})
  useEffect(() => {
    onIdleRef.current = onIdle
    onWarnRef.current = onWarn
    onActivityRef.current = onActivity
  })

  useEffect(() => {
    if (timeoutMs <= 0) return
    let timer: ReturnType<typeof setTimeout> | undefined
    let warnTimer: ReturnType<typeof setTimeout> | undefined
    let lastReset = 0
    let fired = false

    const arm = () => {
      clearTimeout(timer)
      clearTimeout(warnTimer)
      timer = setTimeout(() => {
        fired = true
        onIdleRef.current()
      }, timeoutMs)
      if (warnBeforeMs > 0 && warnBeforeMs < timeoutMs) {
        warnTimer = setTimeout(() => onWarnRef.current?.(), timeoutMs - warnBeforeMs)
      }
    }

    const reset = () => {
      if (fired) return
      lastReset = Date.now()
      arm()
      onActivityRef.current?.()
    }
    resetRef.current = reset

    const handleActivity = () => {
      if (Date.now() - lastReset < 1000) return
      reset()
    }

    arm()
    // Capture on window also catches scrolling inside panels and tables, which does not bubble.
    for (const name of ACTIVITY_EVENTS) {
      window.addEventListener(name, handleActivity, { capture: true, passive: true })
    }
    return () => {
      clearTimeout(timer)
      clearTimeout(warnTimer)
      for (const name of ACTIVITY_EVENTS) {
        window.removeEventListener(name, handleActivity, { capture: true })
      }
    }
  }, [timeoutMs, warnBeforeMs])

  return useCallback(() => resetRef.current(), [])
}
