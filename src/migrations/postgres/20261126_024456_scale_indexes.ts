import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE INDEX "jenis_tanggal_createdAt_idx" ON "laporan" USING btree ("jenis","tanggal","created_at");
  CREATE INDEX "dibuatPada_createdAt_idx" ON "news" USING btree ("dibuat_pada","created_at");
  CREATE INDEX "kategori_dibuatPada_createdAt_idx" ON "news" USING btree ("kategori","dibuat_pada","created_at");`)
  // Written by hand (drizzle knows no operator classes): SPEC's title search is a substring
  // (ILIKE '%…%'), which only a trigram index serves without reading every row. pg_trgm is a
  // trusted extension: the database's owner may create it.
  await db.execute(sql`
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
  CREATE INDEX "news_judul_trgm_idx" ON "news" USING gin ("judul" gin_trgm_ops);
  CREATE INDEX "produk_judul_trgm_idx" ON "produk" USING gin ("judul" gin_trgm_ops);
  CREATE INDEX "laporan_judul_trgm_idx" ON "laporan" USING gin ("judul" gin_trgm_ops);`)
  // The lists' orders with their last tie-break, the id: a deep page then walks the index alone
  // (an index-only scan) instead of fetching every row it skips. SQLite's indexes end with the
  // row id already.
  await db.execute(sql`
  CREATE INDEX "news_newest_idx" ON "news" USING btree ("dibuat_pada","created_at","id");
  CREATE INDEX "news_kategori_newest_idx" ON "news" USING btree ("kategori","dibuat_pada","created_at","id");
  CREATE INDEX "laporan_jenis_newest_idx" ON "laporan" USING btree ("jenis","tanggal","created_at","id");
  CREATE INDEX "produk_newest_idx" ON "produk" USING btree ("created_at","id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP INDEX "news_newest_idx";
  DROP INDEX "news_kategori_newest_idx";
  DROP INDEX "laporan_jenis_newest_idx";
  DROP INDEX "produk_newest_idx";
  DROP INDEX "news_judul_trgm_idx";
  DROP INDEX "produk_judul_trgm_idx";
  DROP INDEX "laporan_judul_trgm_idx";`)
  await db.execute(sql`
   DROP INDEX "jenis_tanggal_createdAt_idx";
  DROP INDEX "dibuatPada_createdAt_idx";
  DROP INDEX "kategori_dibuatPada_createdAt_idx";`)
}
