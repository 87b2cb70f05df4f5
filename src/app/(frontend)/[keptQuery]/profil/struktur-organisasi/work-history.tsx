'use client'

import { useEffect, useId, useRef, useState } from 'react'

/** SPEC 9: the open button comes back 300 ms after the history is closed. */
export const REOPEN_DELAY_MS = 300

/** A manager's work history, hidden until 'Lihat Riwayat Pekerjaan'; 'Tutup' hides it again. */
export function WorkHistory({ items }: { items: string[] }) {
  const listId = useId()
  const [open, setOpen] = useState(false)
  const [openButtonShown, setOpenButtonShown] = useState(true)
  // Where focus should land after the next render, so it never falls to <body> when a button goes.
  const focusNext = useRef<'close' | 'open' | null>(null)
  const openRef = useRef<HTMLButtonElement>(null)
  const closeRef = useRef<HTMLButtonElement>(null)
  const boxRef = useRef<HTMLDivElement>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  useEffect(() => () => clearTimeout(timer.current), [])
  useEffect(() => {
    if (focusNext.current === 'close') closeRef.current?.focus()
    if (focusNext.current === 'open') openRef.current?.focus()
    focusNext.current = null
  })

  function show() {
    clearTimeout(timer.current)
    setOpen(true)
    setOpenButtonShown(false)
    focusNext.current = 'close'
  }

  function hide() {
    // Hold focus in this profile for the 300 ms until the open button is back.
    boxRef.current?.focus()
    setOpen(false)
    timer.current = setTimeout(() => {
      setOpenButtonShown(true)
      focusNext.current = 'open'
    }, REOPEN_DELAY_MS)
  }

  const buttonClass = 'rounded-lg border px-4 py-2 text-sm font-semibold transition-colors'
  return (
    <div ref={boxRef} tabIndex={-1} className="mt-5 outline-none">
      {openButtonShown && (
        <button
          ref={openRef}
          type="button"
          aria-expanded={open}
          aria-controls={listId}
          onClick={show}
          className={`${buttonClass} border-brand-700 text-brand-800 hover:bg-brand-50`}
        >
          Lihat Riwayat Pekerjaan
        </button>
      )}
      <div id={listId} hidden={!open}>
        <h3 className="text-sm font-bold uppercase tracking-wider text-muted">Riwayat Pekerjaan</h3>
        <ul className="mt-2 space-y-2 text-sm text-ink">
          {items.map((item) => (
            <li key={item} className="flex gap-2">
              <span
                aria-hidden="true"
                className="mt-2 size-1.5 shrink-0 rounded-full bg-gold-500"
              />
              {item}
            </li>
          ))}
        </ul>
        <button
          ref={closeRef}
          type="button"
          aria-controls={listId}
          onClick={hide}
          className={`${buttonClass} mt-4 border-line text-ink hover:bg-surface-alt`}
        >
          Tutup
        </button>
      </div>
    </div>
  )
}
