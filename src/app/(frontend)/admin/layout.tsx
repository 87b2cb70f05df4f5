import type { Metadata } from 'next'
import type { ReactNode } from 'react'
import { Toaster } from 'sonner'

// The back-office depends on who is signed in: never cached, never indexed.
export const dynamic = 'force-dynamic'

export const metadata: Metadata = {
  title: { template: '%s | Admin', default: 'Admin' },
  robots: { index: false, follow: false, nocache: true },
}

// Toasts belong to the back-office only, which keeps their script off the public pages.
export default function AdminRootLayout({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <Toaster position="top-center" richColors closeButton />
    </>
  )
}
