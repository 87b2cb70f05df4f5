import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

import { fillSearchIndex } from '../frozen/20261126-search/fill'

// Written by hand: search pages by date without reading every match (src/modules/search/
// search.postgres.ts). The date index walks the newest rows; the title's GIN index counts title
// matches. A row keeps only short values in line and its long texts and vectors in TOAST, so
// counting matches reads a few pages, not every page that holds one. The rows are written anew
// so that the existing ones take that shape too.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`ALTER TABLE "search_docs" SET (toast_tuple_target = 128);`)
  await db.execute(sql`CREATE INDEX "search_docs_date_idx" ON "search_docs" ("date", "id");`)
  await db.execute(
    sql`CREATE INDEX "search_docs_title_vec_idx" ON "search_docs" USING gin ("title_vec");`,
  )
  await db.execute(sql`TRUNCATE "search_docs";`)
  await fillSearchIndex('postgres', db)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP INDEX "search_docs_title_vec_idx";`)
  await db.execute(sql`DROP INDEX "search_docs_date_idx";`)
  await db.execute(sql`ALTER TABLE "search_docs" RESET (toast_tuple_target);`)
}
