import type { DashboardEntry } from '@/content-types/definition'

export type ActivityItem = {
  key: string
  /** The record's type, as its badge says it. */
  type: string
  badgeClass: string
  title: string
  createdAt: string
  thumbnail: string
  href: string
  /** Reports open their PDF in a new tab. */
  external: boolean
}

type Record = { _id: string; judul: string; createdAt: string }

/** The newest records of one type on the dashboard, with what its definition says of them. */
export type ActivityGroup = { entry: DashboardEntry<never>; items: Record[] }

const newestFirst = (a: { createdAt: string }, b: { createdAt: string }) =>
  Date.parse(b.createdAt) - Date.parse(a.createdAt)

const newest = <T extends { createdAt: string }>(items: T[], count: number) =>
  [...items].sort(newestFirst).slice(0, count)

/**
 * SPEC 2.2: at most `limit` items drawn from the `perType` newest records of each type on the
 * dashboard, newest first.
 */
export function recentActivity(
  groups: ActivityGroup[],
  { perType = 3, limit = 5 } = {},
): ActivityItem[] {
  const items = groups.flatMap(({ entry, items }) => {
    const { badge, thumbnail, link } = entry as DashboardEntry<Record>
    return newest(items, perType).map((record) => ({
      key: `${badge.label.toLowerCase()}-${record._id}`,
      type: badge.label,
      badgeClass: badge.className,
      title: record.judul,
      createdAt: record.createdAt,
      thumbnail: thumbnail(record),
      ...link(record),
    }))
  })
  return newest(items, limit)
}
