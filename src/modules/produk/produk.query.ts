import { type SQL, sql } from 'drizzle-orm'
import type { Payload } from 'payload'

import { containsText } from '@/lib/page-query'

/** SPEC's title search over the products. */
export const produkWhere = (payload: Payload, q: string | undefined) =>
  q ? containsText(payload, 'judul', q) : undefined

/**
 * The orders the back-office's product table offers, by column id; ties keep the list's own order,
 * as the table did when it sorted in the browser.
 */
export const PRODUK_SORTS: Record<string, (dir: SQL) => SQL> = {
  dibuat: (dir) => sql`"created_at" ${dir}, "id" ${dir}`,
  judul: (dir) => sql`lower("judul") ${dir}, "created_at" DESC, "id" DESC`,
  // SPEC's product "size" follows the number of advantages, none counting as one
  // (produk.rules.ts fakeProdukSizeKb).
  ukuran: (dir) =>
    sql`(SELECT CASE WHEN count(*) = 0 THEN 1 ELSE count(*) END FROM "produk_keunggulan" k WHERE k."_parent_id" = "produk"."id") ${dir}, "created_at" DESC, "id" DESC`,
}
