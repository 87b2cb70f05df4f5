import './globals.css'

import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'

import { env } from '@/lib/env'

export const metadata: Metadata = {
  metadataBase: new URL(env.SITE_URL),
  icons: {
    icon: [{ url: '/brand/favicon.svg', type: 'image/svg+xml' }, { url: '/brand/favicon-32.png' }],
    apple: '/brand/apple-icon-180.png',
  },
  manifest: '/manifest.webmanifest',
}

export const viewport: Viewport = { themeColor: '#0b6344', width: 'device-width', initialScale: 1 }

export default function FrontendLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="id">
      <body className="min-h-dvh bg-surface font-sans text-ink antialiased">{children}</body>
    </html>
  )
}
