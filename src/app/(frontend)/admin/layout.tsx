import type { Metadata } from 'next'
import type { CSSProperties, ReactNode } from 'react'
import { Toaster } from 'sonner'

// The back-office depends on who is signed in: never cached, never indexed.
export const dynamic = 'force-dynamic'

export const metadata: Metadata = {
  title: { template: '%s | Admin', default: 'Admin' },
  robots: { index: false, follow: false, nocache: true },
}

/** sonner's rich colours, with texts dark enough for 4.5:1 on their pale backgrounds. */
const toastColours = {
  '--error-text': 'var(--color-danger)',
  '--success-text': 'var(--color-success)',
  '--info-text': 'var(--color-info)',
} as CSSProperties

// Toasts belong to the back-office only, which keeps their script off the public pages.
export default function AdminRootLayout({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <Toaster position="top-center" richColors closeButton style={toastColours} />
    </>
  )
}
