'use client'

import Link from 'next/link'
import { useId, type KeyboardEvent } from 'react'

import { isActive, PROFIL_LINKS } from './nav-items'
import { useDisclosure } from './use-disclosure'

/**
 * The header's 'Profil' dropdown, built as a disclosure of links (the WAI-ARIA pattern for site
 * navigation): a button with aria-expanded, opened by click, tap, Enter, Space or ArrowDown;
 * closed by Escape, a click outside, leaving it with Tab, or choosing a page.
 */
export function ProfilMenu() {
  const { pathname, open, setOpen, rootRef, buttonRef } = useDisclosure()
  const listId = useId()
  const current = PROFIL_LINKS.some((link) => isActive(pathname, link.href))

  const links = () => Array.from(rootRef.current?.querySelectorAll('a') ?? [])

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape' && open) {
      event.preventDefault()
      setOpen(false)
      buttonRef.current?.focus()
      return
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return
    event.preventDefault()
    if (!open) setOpen(true)
    // Arrow keys move between the links once the list has rendered.
    requestAnimationFrame(() => {
      const items = links()
      const index = items.indexOf(document.activeElement as HTMLAnchorElement)
      const step = event.key === 'ArrowDown' ? 1 : -1
      const next = index === -1 ? (step === 1 ? 0 : items.length - 1) : index + step
      items[(next + items.length) % items.length]?.focus()
    })
  }

  return (
    <div
      ref={rootRef}
      className="relative"
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false)
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
        className={`flex items-center gap-1 rounded-md px-3 py-2 text-sm font-semibold hover:bg-brand-50 hover:text-brand-800 ${
          current ? 'text-brand-700' : 'text-ink'
        }`}
      >
        Profil
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`}
        >
          <path d="M5 7.5 10 12.5 15 7.5" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
      <ul
        id={listId}
        hidden={!open}
        className="absolute left-0 top-full z-40 mt-2 w-64 rounded-xl border border-line bg-surface p-2 shadow-lg"
      >
        {PROFIL_LINKS.map((link) => (
          <li key={link.href}>
            <Link
              href={link.href}
              aria-current={isActive(pathname, link.href) ? 'page' : undefined}
              onClick={() => setOpen(false)}
              className="block rounded-lg px-3 py-2 text-sm text-ink hover:bg-brand-50 hover:text-brand-800 aria-[current=page]:bg-brand-50 aria-[current=page]:font-semibold aria-[current=page]:text-brand-800"
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}
