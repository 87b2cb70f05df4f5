'use client'

import Link from 'next/link'
import { usePathname } from 'next/navigation'

import { isActive, MAIN_LINKS } from './nav-items'
import { ProfilMenu } from './profil-menu'

const linkClass =
  'rounded-md px-3 py-2 text-sm font-semibold text-ink hover:bg-brand-50 hover:text-brand-800 aria-[current=page]:text-brand-700 aria-[current=page]:underline aria-[current=page]:decoration-gold-500 aria-[current=page]:decoration-2 aria-[current=page]:underline-offset-8'

/** The header's navigation on wide screens (lg and up); phones get MobileNav. */
export function DesktopNav() {
  const pathname = usePathname()
  return (
    <nav aria-label="Navigasi utama" className="hidden lg:block">
      <ul className="flex items-center gap-1">
        <li>
          <Link href="/" aria-current={pathname === '/' ? 'page' : undefined} className={linkClass}>
            Home
          </Link>
        </li>
        <li>
          <ProfilMenu />
        </li>
        {MAIN_LINKS.map((link) => (
          <li key={link.href}>
            <Link
              href={link.href}
              aria-current={isActive(pathname, link.href) ? 'page' : undefined}
              className={linkClass}
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
