import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

// Written by hand: each indexed word's page count (src/modules/search/search.counts.ts), so a
// search knows before reading the GIN indexes whether its matches can pass 1,000 (issue 43). It
// is filled from the rows already indexed, a run of ids per statement.

/** Rows counted by one statement, well within the statement timeout (src/lib/postgres-pool.ts). */
const BATCH = 2000

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`CREATE TABLE "search_counts" (
    "word" text COLLATE "C" PRIMARY KEY,
    "docs" integer NOT NULL,
    "titles" integer NOT NULL
  );`)
  const { rows } = await db.execute(
    sql`SELECT coalesce(max("id"), 0) AS "last" FROM "search_docs";`,
  )
  for (let from = 0; from < Number(rows[0].last); from += BATCH) {
    await db.execute(sql`INSERT INTO "search_counts" ("word", "docs", "titles")
      SELECT "word", sum("docs"), sum("titles") FROM (
        SELECT "word", 1 AS "docs", 0 AS "titles"
          FROM "search_docs", unnest(tsvector_to_array("doc_vec")) AS "word"
          WHERE "id" > ${from} AND "id" <= ${from + BATCH}
        UNION ALL
        SELECT "word", 0, 1
          FROM "search_docs", unnest(tsvector_to_array("title_vec")) AS "word"
          WHERE "id" > ${from} AND "id" <= ${from + BATCH}
      ) AS "w" GROUP BY "word" ORDER BY "word"
      ON CONFLICT ("word") DO UPDATE SET "docs" = "search_counts"."docs" + excluded."docs",
        "titles" = "search_counts"."titles" + excluded."titles";`)
  }
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE "search_counts";`)
}
