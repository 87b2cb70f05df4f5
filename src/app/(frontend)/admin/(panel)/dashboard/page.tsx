import type { Metadata } from 'next'
import Image from 'next/image'
import Link from 'next/link'
import type { ComponentType, ReactNode, SVGProps } from 'react'

import { formatTanggal } from '@/lib/format'
import { NewsIcon, ProductIcon, ReportIcon } from '@/modules/admin/components/icons'
import { ScreenHeader, Panel } from '@/modules/admin/components/screen-header'
import { recentActivity } from '@/modules/admin/dashboard/recent-activity'
import { requireAdmin } from '@/modules/admin/require-admin'
import { NEWEST_CREATED_FIRST, type PageSlice } from '@/lib/page-query'
import { findRecordPage } from '@/modules/content/content.service'

export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'Dashboard' }

type Card = {
  title: string
  count: number
  href: string
  linkText: string
  icon: ComponentType<SVGProps<SVGSVGElement>>
}

const typeStyle = {
  Laporan: 'bg-blue-50 text-blue-800',
  News: 'bg-gold-100 text-gold-700',
  Produk: 'bg-brand-50 text-brand-800',
} as const

/**
 * A report opens its PDF in a new tab through a plain link, so the router never prefetches the
 * file; news and products open their admin page.
 */
function ActivityLink({
  href,
  external,
  className,
  children,
}: {
  href: string
  external: boolean
  className: string
  children: ReactNode
}) {
  if (external) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
        {children}
      </a>
    )
  }
  return (
    <Link href={href} className={className}>
      {children}
    </Link>
  )
}

export default async function DashboardPage() {
  const ctx = await requireAdmin()
  // Counts and the few newest of each, never whole lists. SPEC 8: a load failure is only logged;
  // the cards then show what did load.
  const newest = { page: 1, limit: 3, orderBy: NEWEST_CREATED_FIRST }
  const failed = (what: string) => (error: unknown) => {
    console.error(`Dashboard: ${what}`, error)
    return { items: [], page: 1, totalPages: 1, total: 0 } satisfies PageSlice<never>
  }
  const [laporan, news, produk] = await Promise.all([
    findRecordPage(ctx, 'laporan', {}, newest).catch(failed('laporan')),
    findRecordPage(ctx, 'news', {}, newest).catch(failed('news')),
    findRecordPage(ctx, 'produk', {}, newest).catch(failed('produk')),
  ])
  const activity = recentActivity(laporan.items, news.items, produk.items)

  const cards: Card[] = [
    {
      title: 'Total Laporan',
      count: laporan.total,
      href: '/admin/laporan',
      linkText: 'Kelola laporan',
      icon: ReportIcon,
    },
    {
      title: 'Total News',
      count: news.total,
      href: '/admin/news',
      linkText: 'Kelola news',
      icon: NewsIcon,
    },
    {
      title: 'Total Produk',
      count: produk.total,
      href: '/admin/produk',
      linkText: 'Kelola produk dan layanan',
      icon: ProductIcon,
    },
  ]

  return (
    <>
      <ScreenHeader
        title="Dashboard"
        description="Ringkasan konten situs: laporan, news, serta produk dan layanan."
      />
      <ul className="grid grid-cols-3 gap-5">
        {cards.map(({ title, count, href, linkText, icon: Icon }) => (
          <li key={title}>
            <section
              aria-labelledby={`kartu-${href}`}
              className="rounded-2xl border border-line bg-white p-6 shadow-sm"
            >
              <div className="flex items-start justify-between">
                <div>
                  <h2 id={`kartu-${href}`} className="text-sm font-semibold text-muted">
                    {title}
                  </h2>
                  <p className="mt-2 text-4xl font-bold text-ink">{count}</p>
                </div>
                <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                  <Icon width={24} height={24} />
                </span>
              </div>
              <Link
                href={href}
                className="mt-4 inline-block text-sm font-semibold text-brand-700 hover:underline"
              >
                {linkText} →
              </Link>
            </section>
          </li>
        ))}
      </ul>

      <Panel className="mt-6">
        <h2 className="text-lg font-bold text-ink">Aktivitas Terbaru</h2>
        {activity.length === 0 ? (
          <p className="mt-4 text-sm text-muted">Belum ada aktivitas.</p>
        ) : (
          <ul className="mt-4 divide-y divide-line" aria-label="Aktivitas Terbaru">
            {activity.map((item) => (
              <li key={item.key}>
                <ActivityLink
                  href={item.href}
                  external={item.external}
                  className="flex items-center gap-4 rounded-lg px-2 py-3 hover:bg-surface-alt"
                >
                  <Image
                    src={item.thumbnail}
                    alt=""
                    width={80}
                    height={56}
                    className="h-14 w-20 shrink-0 rounded-lg border border-line bg-brand-50 object-cover"
                  />
                  <span className="min-w-0 flex-1">
                    <span className="block truncate font-semibold text-ink">{item.title}</span>
                    <span className="mt-1 flex items-center gap-2 text-sm text-muted">
                      <span
                        className={`rounded-full px-2 py-0.5 text-xs font-semibold ${typeStyle[item.type]}`}
                      >
                        {item.type}
                      </span>
                      <time dateTime={item.createdAt}>{formatTanggal(item.createdAt)}</time>
                    </span>
                  </span>
                  {item.external ? (
                    <span className="text-xs text-muted">
                      Buka PDF<span className="sr-only"> (tab baru)</span>
                    </span>
                  ) : null}
                </ActivityLink>
              </li>
            ))}
          </ul>
        )}
      </Panel>
    </>
  )
}
