import type { ReactNode } from 'react'

type PageHeaderProps = {
  /** Small line above the title, e.g. the section's name. */
  eyebrow?: string
  title: string
  description?: ReactNode
  children?: ReactNode
}

/** The band at the top of an inner page, holding its one h1. */
export function PageHeader({ eyebrow, title, description, children }: PageHeaderProps) {
  return (
    <div className="border-b border-line bg-gradient-to-b from-brand-50 to-surface">
      <div className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
        {eyebrow && (
          <p className="text-sm font-bold uppercase tracking-widest text-gold-700">{eyebrow}</p>
        )}
        <h1 className="mt-1 text-3xl font-bold text-brand-800 text-balance sm:text-4xl">{title}</h1>
        {description && <div className="mt-3 max-w-3xl text-lg text-muted">{description}</div>}
        {children}
      </div>
    </div>
  )
}
