import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "news" ADD COLUMN "seo_judul" varchar;
  ALTER TABLE "news" ADD COLUMN "seo_deskripsi" varchar;
  ALTER TABLE "news" ADD COLUMN "seo_gambar_id" integer;
  ALTER TABLE "_news_v" ADD COLUMN "version_seo_judul" varchar;
  ALTER TABLE "_news_v" ADD COLUMN "version_seo_deskripsi" varchar;
  ALTER TABLE "_news_v" ADD COLUMN "version_seo_gambar_id" integer;
  ALTER TABLE "produk" ADD COLUMN "seo_judul" varchar;
  ALTER TABLE "produk" ADD COLUMN "seo_deskripsi" varchar;
  ALTER TABLE "produk" ADD COLUMN "seo_gambar_id" integer;
  ALTER TABLE "_produk_v" ADD COLUMN "version_seo_judul" varchar;
  ALTER TABLE "_produk_v" ADD COLUMN "version_seo_deskripsi" varchar;
  ALTER TABLE "_produk_v" ADD COLUMN "version_seo_gambar_id" integer;
  ALTER TABLE "promo" ADD COLUMN "seo_judul" varchar;
  ALTER TABLE "promo" ADD COLUMN "seo_deskripsi" varchar;
  ALTER TABLE "promo" ADD COLUMN "seo_gambar_id" integer;
  ALTER TABLE "_promo_v" ADD COLUMN "version_seo_judul" varchar;
  ALTER TABLE "_promo_v" ADD COLUMN "version_seo_deskripsi" varchar;
  ALTER TABLE "_promo_v" ADD COLUMN "version_seo_gambar_id" integer;
  ALTER TABLE "news" ADD CONSTRAINT "news_seo_gambar_id_media_id_fk" FOREIGN KEY ("seo_gambar_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_news_v" ADD CONSTRAINT "_news_v_version_seo_gambar_id_media_id_fk" FOREIGN KEY ("version_seo_gambar_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "produk" ADD CONSTRAINT "produk_seo_gambar_id_media_id_fk" FOREIGN KEY ("seo_gambar_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_produk_v" ADD CONSTRAINT "_produk_v_version_seo_gambar_id_media_id_fk" FOREIGN KEY ("version_seo_gambar_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "promo" ADD CONSTRAINT "promo_seo_gambar_id_media_id_fk" FOREIGN KEY ("seo_gambar_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_promo_v" ADD CONSTRAINT "_promo_v_version_seo_gambar_id_media_id_fk" FOREIGN KEY ("version_seo_gambar_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "news_seo_seo_gambar_idx" ON "news" USING btree ("seo_gambar_id");
  CREATE INDEX "_news_v_version_seo_version_seo_gambar_idx" ON "_news_v" USING btree ("version_seo_gambar_id");
  CREATE INDEX "produk_seo_seo_gambar_idx" ON "produk" USING btree ("seo_gambar_id");
  CREATE INDEX "_produk_v_version_seo_version_seo_gambar_idx" ON "_produk_v" USING btree ("version_seo_gambar_id");
  CREATE INDEX "promo_seo_seo_gambar_idx" ON "promo" USING btree ("seo_gambar_id");
  CREATE INDEX "_promo_v_version_seo_version_seo_gambar_idx" ON "_promo_v" USING btree ("version_seo_gambar_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "news" DROP CONSTRAINT "news_seo_gambar_id_media_id_fk";
  
  ALTER TABLE "_news_v" DROP CONSTRAINT "_news_v_version_seo_gambar_id_media_id_fk";
  
  ALTER TABLE "produk" DROP CONSTRAINT "produk_seo_gambar_id_media_id_fk";
  
  ALTER TABLE "_produk_v" DROP CONSTRAINT "_produk_v_version_seo_gambar_id_media_id_fk";
  
  ALTER TABLE "promo" DROP CONSTRAINT "promo_seo_gambar_id_media_id_fk";
  
  ALTER TABLE "_promo_v" DROP CONSTRAINT "_promo_v_version_seo_gambar_id_media_id_fk";
  
  DROP INDEX "news_seo_seo_gambar_idx";
  DROP INDEX "_news_v_version_seo_version_seo_gambar_idx";
  DROP INDEX "produk_seo_seo_gambar_idx";
  DROP INDEX "_produk_v_version_seo_version_seo_gambar_idx";
  DROP INDEX "promo_seo_seo_gambar_idx";
  DROP INDEX "_promo_v_version_seo_version_seo_gambar_idx";
  ALTER TABLE "news" DROP COLUMN "seo_judul";
  ALTER TABLE "news" DROP COLUMN "seo_deskripsi";
  ALTER TABLE "news" DROP COLUMN "seo_gambar_id";
  ALTER TABLE "_news_v" DROP COLUMN "version_seo_judul";
  ALTER TABLE "_news_v" DROP COLUMN "version_seo_deskripsi";
  ALTER TABLE "_news_v" DROP COLUMN "version_seo_gambar_id";
  ALTER TABLE "produk" DROP COLUMN "seo_judul";
  ALTER TABLE "produk" DROP COLUMN "seo_deskripsi";
  ALTER TABLE "produk" DROP COLUMN "seo_gambar_id";
  ALTER TABLE "_produk_v" DROP COLUMN "version_seo_judul";
  ALTER TABLE "_produk_v" DROP COLUMN "version_seo_deskripsi";
  ALTER TABLE "_produk_v" DROP COLUMN "version_seo_gambar_id";
  ALTER TABLE "promo" DROP COLUMN "seo_judul";
  ALTER TABLE "promo" DROP COLUMN "seo_deskripsi";
  ALTER TABLE "promo" DROP COLUMN "seo_gambar_id";
  ALTER TABLE "_promo_v" DROP COLUMN "version_seo_judul";
  ALTER TABLE "_promo_v" DROP COLUMN "version_seo_deskripsi";
  ALTER TABLE "_promo_v" DROP COLUMN "version_seo_gambar_id";`)
}
