import type { ReactNode } from 'react'

/** The plain card of the pages a forgotten password leads to. */
export function AccountRecoveryCard({
  title,
  intro,
  children,
}: {
  title: string
  intro: string
  children: ReactNode
}) {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-surface-alt px-4 py-12">
      <div className="w-full max-w-md rounded-2xl border border-line bg-white p-8 shadow-sm">
        <h1 className="text-2xl font-bold text-ink">{title}</h1>
        <p className="mt-1 mb-6 text-sm text-muted">{intro}</p>
        {children}
      </div>
    </main>
  )
}
