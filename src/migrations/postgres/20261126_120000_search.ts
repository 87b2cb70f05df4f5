import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

import { fillSearchIndex } from '../frozen/20261126-search/fill'

// Written by hand: the site search (issue 24) lives beside Payload's schema, not in it. Each
// page's vectors are built with the `indonesian` configuration (src/modules/search/
// search.postgres.ts); `search_words` is the vocabulary pg_trgm searches for a suggestion. The
// index is then filled from the records already there (frozen/20261126-search).
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`CREATE EXTENSION IF NOT EXISTS pg_trgm;`)
  await db.execute(sql`CREATE TABLE "search_docs" (
    "id" serial PRIMARY KEY NOT NULL,
    "kind" varchar NOT NULL,
    "ref" varchar NOT NULL,
    "title" varchar NOT NULL,
    "body" varchar NOT NULL,
    "url" varchar NOT NULL,
    "date" varchar NOT NULL,
    "title_vec" tsvector NOT NULL,
    "doc_vec" tsvector NOT NULL,
    UNIQUE ("kind", "ref")
  );`)
  await db.execute(
    sql`CREATE INDEX "search_docs_doc_vec_idx" ON "search_docs" USING gin ("doc_vec");`,
  )
  await db.execute(sql`CREATE TABLE "search_words" ("word" varchar PRIMARY KEY NOT NULL);`)
  await db.execute(
    sql`CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);`,
  )
  await fillSearchIndex('postgres', db)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE "search_words";`)
  await db.execute(sql`DROP TABLE "search_docs";`)
}
