import { sql } from 'drizzle-orm'

/** Newest report date first: the order of /laporan-publikasi and its archives. */
export const NEWEST_LAPORAN_FIRST = sql`"tanggal" DESC, "created_at" DESC, "id" DESC`
