import { type SQL, sql } from 'drizzle-orm'
import type { Payload } from 'payload'

import { containsText } from '@/lib/page-query'

/** SPEC's title search over the products. */
export const produkWhere = (payload: Payload, q: string | undefined) =>
  q ? containsText(payload, 'judul', q) : undefined

/** The orders the back-office's product table offers, by column id. */
export const PRODUK_SORTS: Record<string, (dir: SQL) => SQL> = {
  dibuat: (dir) => sql`"created_at" ${dir}, "id" ${dir}`,
  judul: (dir) => sql`lower("judul") ${dir}, "id" ${dir}`,
  // SPEC's product "size" follows the number of advantages (produk.rules.ts fakeProdukSizeKb).
  ukuran: (dir) =>
    sql`(SELECT count(*) FROM "produk_keunggulan" k WHERE k."_parent_id" = "produk"."id") ${dir}, "id" ${dir}`,
}
