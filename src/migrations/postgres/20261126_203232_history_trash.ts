import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "laporan" ADD COLUMN "diubah_oleh" varchar;
  ALTER TABLE "laporan" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "_laporan_v" ADD COLUMN "version_diubah_oleh" varchar;
  ALTER TABLE "_laporan_v" ADD COLUMN "version_deleted_at" timestamp(3) with time zone;
  ALTER TABLE "news" ADD COLUMN "diubah_oleh" varchar;
  ALTER TABLE "news" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "_news_v" ADD COLUMN "version_diubah_oleh" varchar;
  ALTER TABLE "_news_v" ADD COLUMN "version_deleted_at" timestamp(3) with time zone;
  ALTER TABLE "produk" ADD COLUMN "diubah_oleh" varchar;
  ALTER TABLE "produk" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "_produk_v" ADD COLUMN "version_diubah_oleh" varchar;
  ALTER TABLE "_produk_v" ADD COLUMN "version_deleted_at" timestamp(3) with time zone;
  ALTER TABLE "promo" ADD COLUMN "diubah_oleh" varchar;
  ALTER TABLE "promo" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "_promo_v" ADD COLUMN "version_diubah_oleh" varchar;
  ALTER TABLE "_promo_v" ADD COLUMN "version_deleted_at" timestamp(3) with time zone;
  CREATE INDEX "laporan_deleted_at_idx" ON "laporan" USING btree ("deleted_at");
  CREATE INDEX "_laporan_v_version_version_deleted_at_idx" ON "_laporan_v" USING btree ("version_deleted_at");
  CREATE INDEX "news_deleted_at_idx" ON "news" USING btree ("deleted_at");
  CREATE INDEX "_news_v_version_version_deleted_at_idx" ON "_news_v" USING btree ("version_deleted_at");
  CREATE INDEX "produk_deleted_at_idx" ON "produk" USING btree ("deleted_at");
  CREATE INDEX "_produk_v_version_version_deleted_at_idx" ON "_produk_v" USING btree ("version_deleted_at");
  CREATE INDEX "promo_deleted_at_idx" ON "promo" USING btree ("deleted_at");
  CREATE INDEX "_promo_v_version_version_deleted_at_idx" ON "_promo_v" USING btree ("version_deleted_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "laporan_deleted_at_idx";
  DROP INDEX "_laporan_v_version_version_deleted_at_idx";
  DROP INDEX "news_deleted_at_idx";
  DROP INDEX "_news_v_version_version_deleted_at_idx";
  DROP INDEX "produk_deleted_at_idx";
  DROP INDEX "_produk_v_version_version_deleted_at_idx";
  DROP INDEX "promo_deleted_at_idx";
  DROP INDEX "_promo_v_version_version_deleted_at_idx";
  ALTER TABLE "laporan" DROP COLUMN "diubah_oleh";
  ALTER TABLE "laporan" DROP COLUMN "deleted_at";
  ALTER TABLE "_laporan_v" DROP COLUMN "version_diubah_oleh";
  ALTER TABLE "_laporan_v" DROP COLUMN "version_deleted_at";
  ALTER TABLE "news" DROP COLUMN "diubah_oleh";
  ALTER TABLE "news" DROP COLUMN "deleted_at";
  ALTER TABLE "_news_v" DROP COLUMN "version_diubah_oleh";
  ALTER TABLE "_news_v" DROP COLUMN "version_deleted_at";
  ALTER TABLE "produk" DROP COLUMN "diubah_oleh";
  ALTER TABLE "produk" DROP COLUMN "deleted_at";
  ALTER TABLE "_produk_v" DROP COLUMN "version_diubah_oleh";
  ALTER TABLE "_produk_v" DROP COLUMN "version_deleted_at";
  ALTER TABLE "promo" DROP COLUMN "diubah_oleh";
  ALTER TABLE "promo" DROP COLUMN "deleted_at";
  ALTER TABLE "_promo_v" DROP COLUMN "version_diubah_oleh";
  ALTER TABLE "_promo_v" DROP COLUMN "version_deleted_at";`)
}
