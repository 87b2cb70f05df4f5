'use client'

import { type FocusEvent, useEffect, useRef, useState, useSyncExternalStore } from 'react'

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)'

function subscribeReducedMotion(onChange: () => void) {
  const query = window.matchMedia(REDUCED_MOTION)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}

/** True when the visitor asked the system for less motion (false while rendering on the server). */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  )
}

const noSubscription = () => () => {}

/** False in the server HTML and during hydration, true once React runs in the browser. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
}

/**
 * State of an auto-advancing carousel. It waits `intervalMs` on each slide, loops, and holds still
 * while the pointer is over it or focus is inside it, after the pause button, and by default when
 * the visitor prefers reduced motion (the play button still starts it).
 */
export function useCarousel(count: number, intervalMs: number) {
  const [index, setIndex] = useState(0)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  /** null until the visitor presses pause or play: then the system preference decides. */
  const [playing, setPlaying] = useState<boolean | null>(null)
  const reducedMotion = useReducedMotion()
  const autoplay = playing ?? !reducedMotion
  const running = autoplay && !hovered && !focused && count > 1
  const rootRef = useRef<HTMLElement>(null)

  // A timeout per slide (not an interval), so choosing a slide restarts its full wait.
  useEffect(() => {
    if (!running) return
    const timer = setTimeout(() => setIndex((current) => (current + 1) % count), intervalMs)
    return () => clearTimeout(timer)
  }, [running, index, count, intervalMs])

  // Marks the carousel as live once the effect above has armed its first timer; the browser tests
  // wait for it before moving their fake clock, so they measure the interval from a known start.
  useEffect(() => {
    rootRef.current?.setAttribute('data-ready', 'true')
  }, [])

  return {
    index,
    running,
    /** For CarouselControls. */
    controls: {
      count,
      index,
      autoplay,
      onSelect: (next: number) => setIndex(((next % count) + count) % count),
      onTogglePlaying: () => setPlaying(!autoplay),
    },
    rootProps: {
      ref: rootRef,
      onMouseEnter: () => setHovered(true),
      onMouseLeave: () => setHovered(false),
      onFocus: () => setFocused(true),
      onBlur: (event: FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false)
      },
    },
  }
}
