import type { ReactNode } from 'react'

import { DesktopOnlyNotice } from './desktop-only-notice'
import { DialogsProvider } from './dialogs'
import { IdleLogout } from './idle-logout'
import { type ContentMenuItem, SideMenu } from './side-menu'

/**
 * Every admin page but /admin: side menu and content from 768 px up, the desktop-only notice
 * below (CSS decides, so nothing flashes before hydration). Both live in one <main>, since a page
 * may have only one that is not `hidden`.
 */
export function AdminShell({
  username,
  bankName,
  contentItems,
  counts,
  children,
}: {
  username: string
  bankName: string
  contentItems: ContentMenuItem[]
  /** Numbers beside side-menu links, by href. */
  counts?: Record<string, number>
  children: ReactNode
}) {
  return (
    <DialogsProvider>
      <div className="min-h-dvh md:flex">
        <a
          href="#konten"
          className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-brand-800 focus:not-sr-only focus:fixed focus:top-3 focus:left-3 max-md:hidden"
        >
          Lewati ke konten utama
        </a>
        <aside className="sticky top-0 hidden h-dvh w-60 shrink-0 border-r border-line bg-white md:block">
          <SideMenu
            username={username}
            bankName={bankName}
            contentItems={contentItems}
            counts={counts}
          />
        </aside>
        <main
          id="konten"
          tabIndex={-1}
          className="min-w-0 flex-1 bg-surface-alt outline-none md:px-6 md:py-8"
        >
          <div className="mx-auto hidden max-w-6xl md:block">{children}</div>
          <DesktopOnlyNotice />
        </main>
      </div>
      <IdleLogout />
    </DialogsProvider>
  )
}
