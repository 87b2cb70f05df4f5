import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

// Written by hand: a search's cost at 100,000 news (src/modules/search/search.postgres.ts).
// - The short values a search sorts and walks by (date, kind, ref and the title's vector) stay in
//   the row: the table keeps long values in TOAST (toast_tuple_target = 128), and a date there
//   costs a TOAST read at every comparison of a sort. MAIN storage keeps a value in line unless
//   the row outgrows a page. The rows are written anew so that the existing ones take that shape.
// - Every eighth run of 32 ids gets a GIN index of its own: a count reads that sample first and
//   stops there when a common word fills it.

/** Rows rewritten by one statement, well within the statement timeout (src/lib/postgres-pool.ts). */
const REWRITE_BATCH = 5000

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`ALTER TABLE "search_docs"
    ALTER COLUMN "kind" SET STORAGE MAIN,
    ALTER COLUMN "ref" SET STORAGE MAIN,
    ALTER COLUMN "date" SET STORAGE MAIN,
    ALTER COLUMN "title_vec" SET STORAGE MAIN;`)
  // A new value, not the same one: an unchanged value would keep its place in TOAST.
  const { rows } = await db.execute(
    sql`SELECT coalesce(max("id"), 0) AS "last" FROM "search_docs";`,
  )
  for (let from = 0; from < Number(rows[0].last); from += REWRITE_BATCH) {
    await db.execute(sql`UPDATE "search_docs" SET "kind" = "kind" || '', "ref" = "ref" || '',
      "date" = "date" || '', "title_vec" = "title_vec" || ''::tsvector
      WHERE "id" > ${from} AND "id" <= ${from + REWRITE_BATCH};`)
  }
  await db.execute(sql`CREATE INDEX "search_docs_doc_vec_sample_idx" ON "search_docs"
    USING gin ("doc_vec") WHERE ("id" / 32) % 8 = 0;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP INDEX "search_docs_doc_vec_sample_idx";`)
  await db.execute(sql`ALTER TABLE "search_docs"
    ALTER COLUMN "kind" SET STORAGE EXTENDED,
    ALTER COLUMN "ref" SET STORAGE EXTENDED,
    ALTER COLUMN "date" SET STORAGE EXTENDED,
    ALTER COLUMN "title_vec" SET STORAGE EXTENDED;`)
}
