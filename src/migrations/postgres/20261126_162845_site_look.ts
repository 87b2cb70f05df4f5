import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "gambar_situs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"alt" varchar NOT NULL,
  	"prefix" varchar DEFAULT '',
  	"_objectkey" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric,
  	"sizes_card_url" varchar,
  	"sizes_card_width" numeric,
  	"sizes_card_height" numeric,
  	"sizes_card_mime_type" varchar,
  	"sizes_card_filesize" numeric,
  	"sizes_card_filename" varchar,
  	"sizes_large_url" varchar,
  	"sizes_large_width" numeric,
  	"sizes_large_height" numeric,
  	"sizes_large_mime_type" varchar,
  	"sizes_large_filesize" numeric,
  	"sizes_large_filename" varchar
  );
  
  CREATE TABLE "site_settings_hero" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"gambar_id" integer,
  	"judul" varchar NOT NULL,
  	"tagline" varchar NOT NULL
  );
  
  CREATE TABLE "site_settings_slideshow" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"gambar_id" integer
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "gambar_situs_id" integer;
  ALTER TABLE "site_settings_pengurus" ADD COLUMN "foto_id" integer;
  ALTER TABLE "site_settings" ADD COLUMN "gambar_struktur_id" integer;
  ALTER TABLE "site_settings" ADD COLUMN "pengumuman_teks" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "pengumuman_tautan" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "pengumuman_mulai" timestamp(3) with time zone;
  ALTER TABLE "site_settings" ADD COLUMN "pengumuman_selesai" timestamp(3) with time zone;
  ALTER TABLE "site_settings_hero" ADD CONSTRAINT "site_settings_hero_gambar_id_gambar_situs_id_fk" FOREIGN KEY ("gambar_id") REFERENCES "public"."gambar_situs"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "site_settings_hero" ADD CONSTRAINT "site_settings_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_slideshow" ADD CONSTRAINT "site_settings_slideshow_gambar_id_gambar_situs_id_fk" FOREIGN KEY ("gambar_id") REFERENCES "public"."gambar_situs"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "site_settings_slideshow" ADD CONSTRAINT "site_settings_slideshow_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "gambar_situs_updated_at_idx" ON "gambar_situs" USING btree ("updated_at");
  CREATE INDEX "gambar_situs_created_at_idx" ON "gambar_situs" USING btree ("created_at");
  CREATE UNIQUE INDEX "gambar_situs_filename_idx" ON "gambar_situs" USING btree ("filename");
  CREATE INDEX "gambar_situs_sizes_card_sizes_card_filename_idx" ON "gambar_situs" USING btree ("sizes_card_filename");
  CREATE INDEX "gambar_situs_sizes_large_sizes_large_filename_idx" ON "gambar_situs" USING btree ("sizes_large_filename");
  CREATE INDEX "site_settings_hero_order_idx" ON "site_settings_hero" USING btree ("_order");
  CREATE INDEX "site_settings_hero_parent_id_idx" ON "site_settings_hero" USING btree ("_parent_id");
  CREATE INDEX "site_settings_hero_gambar_idx" ON "site_settings_hero" USING btree ("gambar_id");
  CREATE INDEX "site_settings_slideshow_order_idx" ON "site_settings_slideshow" USING btree ("_order");
  CREATE INDEX "site_settings_slideshow_parent_id_idx" ON "site_settings_slideshow" USING btree ("_parent_id");
  CREATE INDEX "site_settings_slideshow_gambar_idx" ON "site_settings_slideshow" USING btree ("gambar_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_gambar_situs_fk" FOREIGN KEY ("gambar_situs_id") REFERENCES "public"."gambar_situs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_pengurus" ADD CONSTRAINT "site_settings_pengurus_foto_id_gambar_situs_id_fk" FOREIGN KEY ("foto_id") REFERENCES "public"."gambar_situs"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_gambar_struktur_id_gambar_situs_id_fk" FOREIGN KEY ("gambar_struktur_id") REFERENCES "public"."gambar_situs"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_gambar_situs_id_idx" ON "payload_locked_documents_rels" USING btree ("gambar_situs_id");
  CREATE INDEX "site_settings_pengurus_foto_idx" ON "site_settings_pengurus" USING btree ("foto_id");
  CREATE INDEX "site_settings_gambar_struktur_idx" ON "site_settings" USING btree ("gambar_struktur_id");
  ALTER TABLE "site_settings_pengurus" DROP COLUMN "foto";
  -- The one headline and tagline the hero had become each of its three banners' own.
  INSERT INTO "site_settings_hero" ("_order", "_parent_id", "id", "judul", "tagline")
    SELECT n, s."id", 'hero-' || n, s."sambutan", s."tagline"
    FROM "site_settings" s CROSS JOIN generate_series(1, 3) AS n
    WHERE s."sambutan" IS NOT NULL;
  ALTER TABLE "site_settings" DROP COLUMN "sambutan";
  ALTER TABLE "site_settings" DROP COLUMN "tagline";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "gambar_situs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "site_settings_hero" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "site_settings_slideshow" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "gambar_situs" CASCADE;
  DROP TABLE "site_settings_hero" CASCADE;
  DROP TABLE "site_settings_slideshow" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_gambar_situs_fk";
  
  ALTER TABLE "site_settings_pengurus" DROP CONSTRAINT "site_settings_pengurus_foto_id_gambar_situs_id_fk";
  
  ALTER TABLE "site_settings" DROP CONSTRAINT "site_settings_gambar_struktur_id_gambar_situs_id_fk";
  
  DROP INDEX "payload_locked_documents_rels_gambar_situs_id_idx";
  DROP INDEX "site_settings_pengurus_foto_idx";
  DROP INDEX "site_settings_gambar_struktur_idx";
  ALTER TABLE "site_settings_pengurus" ADD COLUMN "foto" varchar NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "sambutan" varchar NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "tagline" varchar NOT NULL;
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "gambar_situs_id";
  ALTER TABLE "site_settings_pengurus" DROP COLUMN "foto_id";
  ALTER TABLE "site_settings" DROP COLUMN "gambar_struktur_id";
  ALTER TABLE "site_settings" DROP COLUMN "pengumuman_teks";
  ALTER TABLE "site_settings" DROP COLUMN "pengumuman_tautan";
  ALTER TABLE "site_settings" DROP COLUMN "pengumuman_mulai";
  ALTER TABLE "site_settings" DROP COLUMN "pengumuman_selesai";`)
}
