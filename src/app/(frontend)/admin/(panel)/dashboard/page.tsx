import type { Metadata } from 'next'
import Image from 'next/image'
import Link from 'next/link'
import type { ReactNode } from 'react'

import { allContentTypes, type ContentTypeSlug } from '@/content-types'
import { formatTanggal } from '@/lib/format'
import { NEWEST_CREATED_FIRST, type PageSlice } from '@/lib/page-query'
import { TYPE_ICONS } from '@/modules/admin/components/icons'
import { ScreenHeader, Panel } from '@/modules/admin/components/screen-header'
import { recentActivity } from '@/modules/admin/dashboard/recent-activity'
import { requireAdmin } from '@/modules/admin/require-admin'
import { formatBulan } from '@/modules/bagi-hasil/bagi-hasil.rules'
import { disclosureReminders } from '@/modules/bagi-hasil/bagi-hasil.service'
import { findRecordPage } from '@/modules/content/content.service'
import { formatBerlakuPer } from '@/modules/produk/ringkasan.rules'

export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'Dashboard' }

/** The types on SPEC's dashboard (2.2), in the registry's order: a type may stay off it. */
const ON_DASHBOARD = allContentTypes().flatMap(({ slug, admin }) =>
  admin.dashboard ? [{ slug: slug as ContentTypeSlug, admin, entry: admin.dashboard }] : [],
)

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
  const pages = await Promise.all(
    ON_DASHBOARD.map(({ slug }) => findRecordPage(ctx, slug, {}, newest).catch(failed(slug))),
  )
  const reminders = await disclosureReminders(ctx).catch((error: unknown) => {
    console.error('Dashboard: disclosure reminders', error)
    return { bulanBelumDiisi: null, ringkasanLama: [] }
  })
  const activity = recentActivity(
    ON_DASHBOARD.map(({ entry }, i) => ({ entry, items: pages[i].items })),
  )

  return (
    <>
      <ScreenHeader
        title="Dashboard"
        description="Ringkasan konten situs: laporan, news, serta produk dan layanan."
      />
      {reminders.bulanBelumDiisi || reminders.ringkasanLama.length > 0 ? (
        <section
          aria-labelledby="perlu-perhatian"
          className="mb-6 rounded-2xl border border-gold-400 bg-gold-100 p-5 text-ink"
        >
          <h2 id="perlu-perhatian" className="text-base font-bold">
            Perlu perhatian
          </h2>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
            {reminders.bulanBelumDiisi ? (
              <li>
                Tingkat bagi hasil {formatBulan(reminders.bulanBelumDiisi)} belum diisi.{' '}
                <Link
                  href={`/admin/tingkat-bagi-hasil?bulan=${reminders.bulanBelumDiisi}`}
                  className="font-semibold text-brand-700 underline"
                >
                  Isi tingkat bagi hasil
                </Link>
              </li>
            ) : null}
            {reminders.ringkasanLama.map((p) => (
              <li key={p._id}>
                Ringkasan produk {p.judul} berlaku per {formatBerlakuPer(p.berlakuPer)}, lebih dari
                setahun yang lalu.{' '}
                <Link
                  href={`/admin/produk/edit/${p._id}`}
                  className="font-semibold text-brand-700 underline"
                >
                  Perbarui ringkasan {p.judul}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <ul className="grid grid-cols-3 gap-5">
        {ON_DASHBOARD.map(({ admin, entry }, i) => {
          const Icon = TYPE_ICONS[admin.menu.icon]
          const href = admin.path
          return (
            <li key={href}>
              <section
                aria-labelledby={`kartu-${href}`}
                className="rounded-2xl border border-line bg-white p-6 shadow-sm"
              >
                <div className="flex items-start justify-between">
                  <div>
                    <h2 id={`kartu-${href}`} className="text-sm font-semibold text-muted">
                      {entry.card.title}
                    </h2>
                    <p className="mt-2 text-4xl font-bold text-ink">{pages[i].total}</p>
                  </div>
                  <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                    <Icon width={24} height={24} />
                  </span>
                </div>
                <Link
                  href={href}
                  className="mt-4 inline-block text-sm font-semibold text-brand-700 hover:underline"
                >
                  {entry.card.linkText} →
                </Link>
              </section>
            </li>
          )
        })}
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
                        className={`rounded-full px-2 py-0.5 text-xs font-semibold ${item.badgeClass}`}
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
