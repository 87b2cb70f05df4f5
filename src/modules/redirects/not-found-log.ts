import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'

import { rawDb } from '@/lib/raw-db'
import { repeatJob } from '@/lib/repeat-job'

import { PATH_MAX, redirectKey } from './redirects.rules'

/*
 * The 404 log: counted in memory and written in one batch every few seconds, so a visit costs a
 * map update and a flood of bots costs at most PENDING_MAX rows a batch; the table itself is cut
 * back to ROWS_MAX (the least asked go first) after each batch and loses entries not seen for
 * KEEP_DAYS once a day.
 */
export const NOT_FOUND_LOG = {
  FLUSH_EVERY_MS: 5000,
  PENDING_MAX: 500,
  ROWS_MAX: 5000,
  KEEP_DAYS: 90,
} as const

type Pending = { jumlah: number; pertama: string; terakhir: string; perujuk: string | null }

const shared = globalThis as { bprsNotFound?: Map<string, Pending>; bprsNotFoundTimer?: boolean }
const pending = (shared.bprsNotFound ??= new Map())

/**
 * An address as logged: its path with WordPress's `?p=` only, cut to PATH_MAX, and with what
 * could be a person's (an e-mail address, a long number such as a phone or an ID card number)
 * replaced, so the log never holds a personal datum.
 */
export function loggedAddress(pathname: string, search = ''): string {
  return redirectKey(pathname, search)
    .replace(/[^/?=]+@[^/?=]+/g, '[email]')
    .replace(/\+?\d[\d.-]{8,}\d/g, '[angka]')
    .slice(0, PATH_MAX)
}

/** The referring page's host alone, or null (none, or this site's own). */
function referrerHost(referer: string | null, ownHost: string | null): string | null {
  if (!referer) return null
  try {
    const { host } = new URL(referer)
    return host && host !== ownHost ? host.slice(0, 255) : null
  } catch {
    return null
  }
}

/** Counts one not-found visit; flushed by the timer the first call starts. */
export function recordNotFound(
  payload: Payload,
  visit: { pathname: string; search: string; referer: string | null; host: string | null },
  now = new Date(),
): void {
  const alamat = loggedAddress(visit.pathname, visit.search)
  const at = now.toISOString()
  const perujuk = referrerHost(visit.referer, visit.host)
  const entry = pending.get(alamat)
  if (entry) {
    entry.jumlah++
    entry.terakhir = at
    entry.perujuk = perujuk ?? entry.perujuk
  } else if (pending.size < NOT_FOUND_LOG.PENDING_MAX) {
    pending.set(alamat, { jumlah: 1, pertama: at, terakhir: at, perujuk })
  }
  if (!shared.bprsNotFoundTimer) {
    shared.bprsNotFoundTimer = true
    setInterval(() => {
      flushNotFoundLog(payload).catch((error) => console.error('404 log not written', error))
    }, NOT_FOUND_LOG.FLUSH_EVERY_MS).unref()
  }
}

/** Writes what was counted since the last batch, then cuts the table back to ROWS_MAX. */
export async function flushNotFoundLog(payload: Payload): Promise<number> {
  if (pending.size === 0) return 0
  const batch = [...pending]
  pending.clear()
  const db = await rawDb(payload)
  const rows = sql.join(
    batch.map(
      ([alamat, e]) => sql`(${alamat}, ${e.jumlah}, ${e.pertama}, ${e.terakhir}, ${e.perujuk})`,
    ),
    sql`, `,
  )
  await db.run(sql`
    INSERT INTO "log404" ("alamat", "jumlah", "pertama", "terakhir", "perujuk") VALUES ${rows}
    ON CONFLICT ("alamat") DO UPDATE SET
      "jumlah" = "log404"."jumlah" + excluded."jumlah",
      "terakhir" = excluded."terakhir",
      "perujuk" = coalesce(excluded."perujuk", "log404"."perujuk")`)
  // SQLite takes OFFSET only after a LIMIT (-1: none); PostgreSQL takes it alone.
  const past = db.dialect === 'sqlite' ? sql`LIMIT -1 OFFSET` : sql`OFFSET`
  await db.run(sql`
    DELETE FROM "log404" WHERE "id" IN (
      SELECT "id" FROM "log404" ORDER BY "jumlah" DESC, "terakhir" DESC, "id" DESC
      ${past} ${NOT_FOUND_LOG.ROWS_MAX})`)
  return batch.length
}

/** Removes entries not seen for KEEP_DAYS. */
export async function pruneNotFoundLog(payload: Payload, now = new Date()): Promise<void> {
  const cutoff = new Date(now.getTime() - NOT_FOUND_LOG.KEEP_DAYS * 86_400_000).toISOString()
  await payload.db.deleteMany({ collection: 'log404', where: { terakhir: { less_than: cutoff } } })
}

/** Prunes once now and then once a day. */
export const scheduleNotFoundLogPrune = (payload: Payload) =>
  repeatJob(payload, '404 log prune', 86_400_000, () => pruneNotFoundLog(payload))
