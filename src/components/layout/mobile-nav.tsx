'use client'

import Link from 'next/link'
import { type ReactNode, useEffect } from 'react'

import { isActive, MAIN_LINKS, PROFIL_LINKS } from './nav-items'
import { useDisclosure } from './use-disclosure'

const itemClass =
  'block rounded-lg px-3 py-3 text-base font-medium text-ink hover:bg-brand-50 aria-[current=page]:bg-brand-50 aria-[current=page]:font-semibold aria-[current=page]:text-brand-800'

/**
 * The menu button and panel below lg; every page of the header, the profile pages listed openly.
 * The panel covers the page, so it closes when the focus or a tap goes outside it (as the Profil
 * dropdown does): nothing it covers can take the focus unseen. `search` is the site search's field.
 */
export function MobileNav({ search }: { search: ReactNode }) {
  const { pathname, open, setOpen, rootRef, buttonRef } = useDisclosure()

  useEffect(() => {
    if (!open) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpen(false)
      buttonRef.current?.focus()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [open, setOpen, buttonRef])

  const link = (href: string, label: string) => (
    <li key={href}>
      <Link
        href={href}
        aria-current={isActive(pathname, href) ? 'page' : undefined}
        onClick={() => setOpen(false)}
        className={itemClass}
      >
        {label}
      </Link>
    </li>
  )

  return (
    <div
      ref={rootRef}
      className="lg:hidden"
      onBlur={(event) => {
        // Focus moved by Tab to something outside; a tap elsewhere is the pointerdown above.
        const next = event.relatedTarget as Node | null
        if (next && !rootRef.current?.contains(next)) setOpen(false)
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls="menu-seluler"
        onClick={() => setOpen((value) => !value)}
        className="flex size-11 items-center justify-center rounded-lg border border-line text-brand-800"
      >
        <span className="sr-only">{open ? 'Tutup menu' : 'Buka menu'}</span>
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6">
          <path
            d={open ? 'M6 6l12 12M18 6 6 18' : 'M4 7h16M4 12h16M4 17h16'}
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
      </button>
      <nav
        id="menu-seluler"
        aria-label="Navigasi utama"
        hidden={!open}
        className="absolute inset-x-0 top-full z-40 max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-line bg-surface px-4 pb-6 pt-2 shadow-lg"
      >
        {search}
        <ul className="space-y-1">
          {link('/', 'Home')}
          <li>
            <p className="px-3 pb-1 pt-3 text-xs font-bold uppercase tracking-wider text-muted">
              Profil
            </p>
            <ul className="space-y-1 border-l-2 border-gold-400 pl-2">
              {PROFIL_LINKS.map((item) => link(item.href, item.label))}
            </ul>
          </li>
          {MAIN_LINKS.map((item) => link(item.href, item.label))}
        </ul>
      </nav>
    </div>
  )
}
