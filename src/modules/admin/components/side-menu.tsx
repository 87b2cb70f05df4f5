'use client'

import Image from 'next/image'
import Link from 'next/link'
import { usePathname } from 'next/navigation'
import { type ComponentType, type SVGProps, useId, useState } from 'react'
import { toast } from 'sonner'

import type { AdminMenuIcon } from '@/content-types/definition'

import { requestJson } from '../lib/api-client'
import { cn } from '@/lib/cn'
import { forgetReturnPath } from '../lib/form-draft'
import { REDIRECT_DELAY_MS, SESSION_TEXT } from '../lib/session-messages'

import { ChangePasswordDialog } from './change-password-dialog'
import {
  ChartIcon,
  ChevronDownIcon,
  DashboardIcon,
  HistoryIcon,
  ImageIcon,
  KeyIcon,
  LogoutIcon,
  TYPE_ICONS,
  UploadIcon,
  UserIcon,
} from './icons'
import { PendingButton } from './pending-button'

type Icon = ComponentType<SVGProps<SVGSVGElement>>
type Item = { href: string; label: string; icon: Icon }

/** A content type's link, as the registry names it (content-types, `admin.menu`). */
export type ContentMenuItem = { href: string; label: string; icon: AdminMenuIcon }

const linkClass =
  'flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium transition-colors'

/** The side menu on every admin page but /admin; `counts` go beside their links (new inquiries). */
export function SideMenu({
  username,
  bankName,
  contentItems,
  counts = {},
}: {
  username: string
  bankName: string
  contentItems: ContentMenuItem[]
  counts?: Record<string, number>
}) {
  const pathname = usePathname()
  const items: Item[] = [
    { href: '/admin/dashboard', label: 'Dashboard', icon: DashboardIcon },
    ...contentItems.map((item) => ({ ...item, icon: TYPE_ICONS[item.icon] })),
    { href: '/admin/tingkat-bagi-hasil', label: 'Tingkat Bagi Hasil', icon: ChartIcon },
    { href: '/admin/tampilan-situs', label: 'Tampilan Situs', icon: ImageIcon },
    { href: '/admin/kebijakan-privasi', label: 'Kebijakan Privasi', icon: KeyIcon },
    { href: '/admin/impor-wordpress', label: 'Impor WordPress', icon: UploadIcon },
    { href: '/admin/riwayat-aktivitas', label: 'Riwayat Aktivitas', icon: HistoryIcon },
    { href: '/admin/administrator', label: 'Akun Administrator', icon: UserIcon },
  ]
  const submenuId = useId()
  const [expanded, setExpanded] = useState(false)
  const [passwordOpen, setPasswordOpen] = useState(false)
  const [leaving, setLeaving] = useState(false)

  const logout = async () => {
    setLeaving(true)
    // Signing out on purpose: the next sign-in starts at the dashboard (drafts stay offered).
    forgetReturnPath()
    const result = await requestJson('POST', '/api/auth/logout')
    if (result.ok) toast.success(SESSION_TEXT.logoutSuccess, { duration: REDIRECT_DELAY_MS })
    else toast.error(SESSION_TEXT.logoutFailed, { duration: REDIRECT_DELAY_MS })
    setTimeout(
      // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- a full load on purpose: it drops what the signed-in pages left in memory (lists, router cache)
      () => window.location.assign('/admin'),
      REDIRECT_DELAY_MS,
    )
  }

  return (
    <div className="flex h-full flex-col">
      <div className="border-b border-line px-5 py-5">
        <Link href="/admin/dashboard" className="block rounded-lg">
          <Image src="/brand/logo.svg" alt={bankName} width={176} height={38} priority />
        </Link>
        <p className="mt-2 text-xs font-semibold tracking-wide text-muted uppercase">
          Panel Administrator
        </p>
      </div>

      <nav aria-label="Menu admin" className="flex-1 overflow-y-auto px-3 py-4">
        <ul className="space-y-1">
          {items.map(({ href, label, icon: Icon }) => {
            const active = pathname === href || pathname.startsWith(`${href}/`)
            return (
              <li key={href}>
                <Link
                  href={href}
                  aria-current={active ? 'page' : undefined}
                  className={cn(
                    linkClass,
                    active
                      ? 'bg-brand-700 text-white'
                      : 'text-ink hover:bg-brand-50 hover:text-brand-800',
                  )}
                >
                  <Icon />
                  <span className="flex-1">{label}</span>
                  {counts[href] ? (
                    <span
                      className={cn(
                        'rounded-full px-2 py-0.5 text-xs font-bold tabular-nums',
                        active ? 'bg-white text-brand-800' : 'bg-gold-400 text-brand-900',
                      )}
                    >
                      {counts[href]}
                      <span className="sr-only"> baru</span>
                    </span>
                  ) : null}
                </Link>
              </li>
            )
          })}
        </ul>
      </nav>

      <div className="border-t border-line px-3 py-4">
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={submenuId}
          onClick={() => setExpanded((v) => !v)}
          className={cn(linkClass, 'text-ink hover:bg-brand-50')}
        >
          <UserIcon />
          <span className="flex-1 text-left">
            Administrator
            <span className="block text-xs font-normal text-muted">{username}</span>
          </span>
          <ChevronDownIcon className={cn('transition-transform', expanded && 'rotate-180')} />
        </button>
        <ul id={submenuId} hidden={!expanded} className="mt-1 space-y-1 pl-3">
          <li>
            <ChangePasswordDialog
              open={passwordOpen}
              onOpenChange={setPasswordOpen}
              trigger={
                <button type="button" className={cn(linkClass, 'text-ink hover:bg-brand-50')}>
                  <KeyIcon />
                  Ubah Password
                </button>
              }
            />
          </li>
          <li>
            <PendingButton
              onClick={logout}
              pending={leaving}
              className={cn(linkClass, 'text-danger hover:bg-danger-50 aria-disabled:opacity-60')}
            >
              <LogoutIcon />
              Logout
            </PendingButton>
          </li>
        </ul>
      </div>
    </div>
  )
}
