import type { ReactNode } from 'react'

import { BackLink } from '@/components/ui/back-link'

/** The title row every admin screen starts with. */
export function ScreenHeader({
  title,
  description,
  actions,
  before,
}: {
  title: string
  description?: string
  actions?: ReactNode
  before?: ReactNode
}) {
  return (
    <header className="mb-6 space-y-4">
      {before}
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-ink">{title}</h1>
          {description ? <p className="mt-1 text-sm text-muted">{description}</p> : null}
        </div>
        {actions ? <div className="flex items-center gap-3">{actions}</div> : null}
      </div>
    </header>
  )
}

/** The white panel the tables and forms sit on. */
export function Panel({ children, className = '' }: { children: ReactNode; className?: string }) {
  return (
    <section className={`rounded-2xl border border-line bg-white p-6 shadow-sm ${className}`}>
      {children}
    </section>
  )
}

/** A list screen: the title row, then the table on its panel. */
export function ListScreen({
  children,
  ...header
}: Pick<ScreenHeaderProps, 'title' | 'description' | 'actions'> & { children: ReactNode }) {
  return (
    <>
      <ScreenHeader {...header} />
      <Panel>{children}</Panel>
    </>
  )
}

/** What a record screen shows when its id names no record. */
export function RecordNotFound({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="text-danger">
      {children}
    </p>
  )
}

type ScreenHeaderProps = Parameters<typeof ScreenHeader>[0]

/** A screen of one record (adding, editing, its details): the way back to its list, the title row, the panel. */
export function RecordScreen({
  back,
  children,
  ...header
}: Omit<ScreenHeaderProps, 'before'> & { back: string; children: ReactNode }) {
  return (
    <>
      <ScreenHeader before={<BackLink href={back} />} {...header} />
      <Panel>{children}</Panel>
    </>
  )
}
