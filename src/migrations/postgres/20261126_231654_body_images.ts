import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "news_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "_news_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "produk_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "_produk_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  ALTER TABLE "promo_rels" ADD COLUMN "media_id" integer;
  ALTER TABLE "_promo_v_rels" ADD COLUMN "media_id" integer;
  ALTER TABLE "news_rels" ADD CONSTRAINT "news_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "news_rels" ADD CONSTRAINT "news_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_news_v_rels" ADD CONSTRAINT "_news_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_news_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_news_v_rels" ADD CONSTRAINT "_news_v_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "produk_rels" ADD CONSTRAINT "produk_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."produk"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "produk_rels" ADD CONSTRAINT "produk_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_produk_v_rels" ADD CONSTRAINT "_produk_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_produk_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_produk_v_rels" ADD CONSTRAINT "_produk_v_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "news_rels_order_idx" ON "news_rels" USING btree ("order");
  CREATE INDEX "news_rels_parent_idx" ON "news_rels" USING btree ("parent_id");
  CREATE INDEX "news_rels_path_idx" ON "news_rels" USING btree ("path");
  CREATE INDEX "news_rels_media_id_idx" ON "news_rels" USING btree ("media_id");
  CREATE INDEX "_news_v_rels_order_idx" ON "_news_v_rels" USING btree ("order");
  CREATE INDEX "_news_v_rels_parent_idx" ON "_news_v_rels" USING btree ("parent_id");
  CREATE INDEX "_news_v_rels_path_idx" ON "_news_v_rels" USING btree ("path");
  CREATE INDEX "_news_v_rels_media_id_idx" ON "_news_v_rels" USING btree ("media_id");
  CREATE INDEX "produk_rels_order_idx" ON "produk_rels" USING btree ("order");
  CREATE INDEX "produk_rels_parent_idx" ON "produk_rels" USING btree ("parent_id");
  CREATE INDEX "produk_rels_path_idx" ON "produk_rels" USING btree ("path");
  CREATE INDEX "produk_rels_media_id_idx" ON "produk_rels" USING btree ("media_id");
  CREATE INDEX "_produk_v_rels_order_idx" ON "_produk_v_rels" USING btree ("order");
  CREATE INDEX "_produk_v_rels_parent_idx" ON "_produk_v_rels" USING btree ("parent_id");
  CREATE INDEX "_produk_v_rels_path_idx" ON "_produk_v_rels" USING btree ("path");
  CREATE INDEX "_produk_v_rels_media_id_idx" ON "_produk_v_rels" USING btree ("media_id");
  ALTER TABLE "promo_rels" ADD CONSTRAINT "promo_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_promo_v_rels" ADD CONSTRAINT "_promo_v_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "promo_rels_media_id_idx" ON "promo_rels" USING btree ("media_id");
  CREATE INDEX "_promo_v_rels_media_id_idx" ON "_promo_v_rels" USING btree ("media_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "news_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_news_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "produk_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_produk_v_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "news_rels" CASCADE;
  DROP TABLE "_news_v_rels" CASCADE;
  DROP TABLE "produk_rels" CASCADE;
  DROP TABLE "_produk_v_rels" CASCADE;
  ALTER TABLE "promo_rels" DROP CONSTRAINT "promo_rels_media_fk";
  
  ALTER TABLE "_promo_v_rels" DROP CONSTRAINT "_promo_v_rels_media_fk";
  
  DROP INDEX "promo_rels_media_id_idx";
  DROP INDEX "_promo_v_rels_media_id_idx";
  ALTER TABLE "promo_rels" DROP COLUMN "media_id";
  ALTER TABLE "_promo_v_rels" DROP COLUMN "media_id";`)
}
