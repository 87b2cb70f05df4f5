'use client'

import type { ReactNode } from 'react'

type CarouselControlsProps = {
  count: number
  index: number
  autoplay: boolean
  onSelect: (index: number) => void
  onTogglePlaying: () => void
  /** What the slides are, for the buttons' labels, e.g. 'banner'. */
  noun: string
  tone?: 'light' | 'dark'
}

/** Pause/play and one labelled dot per slide; the dots are 24 px targets around a small mark. */
export function CarouselControls({
  count,
  index,
  autoplay,
  onSelect,
  onTogglePlaying,
  noun,
  tone = 'light',
}: CarouselControlsProps) {
  const light = tone === 'light'
  return (
    <div className="flex items-center gap-2">
      <button
        type="button"
        onClick={onTogglePlaying}
        className={`flex size-8 items-center justify-center rounded-full ${
          light
            ? 'bg-brand-900/70 text-white hover:bg-brand-900'
            : 'bg-brand-700 text-white hover:bg-brand-800'
        }`}
      >
        <span className="sr-only">{autoplay ? `Jeda ${noun}` : `Putar ${noun}`}</span>
        <svg aria-hidden="true" viewBox="0 0 16 16" className="size-4" fill="currentColor">
          {autoplay ? <path d="M4 3h3v10H4zM9 3h3v10H9z" /> : <path d="M5 3l8 5-8 5z" />}
        </svg>
      </button>
      <ul className="flex items-center">
        {Array.from({ length: count }, (_, i) => (
          <li key={i}>
            <button
              type="button"
              aria-label={`Tampilkan ${noun} ${i + 1} dari ${count}`}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => onSelect(i)}
              className="group flex size-7 items-center justify-center rounded-full"
            >
              <span
                aria-hidden="true"
                className={`block h-2.5 rounded-full transition-all ${
                  i === index
                    ? `w-6 ${light ? 'bg-gold-400' : 'bg-brand-700'}`
                    : `w-2.5 ${light ? 'bg-white/80 group-hover:bg-white' : 'bg-brand-200 group-hover:bg-brand-500'}`
                }`}
              />
            </button>
          </li>
        ))}
      </ul>
    </div>
  )
}

/** One slide, stacked on the others and shown by fading in; the others are hidden from readers. */
export function CarouselSlide({
  position,
  count,
  active,
  children,
}: {
  position: number
  count: number
  active: boolean
  children: ReactNode
}) {
  return (
    <div
      role="group"
      aria-roledescription="slide"
      aria-label={`${position + 1} dari ${count}`}
      aria-hidden={!active}
      data-active={active}
      className={`absolute inset-0 transition-opacity duration-700 ${active ? 'opacity-100' : 'opacity-0'}`}
    >
      {children}
    </div>
  )
}
