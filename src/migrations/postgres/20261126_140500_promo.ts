import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_aktivitas_objek" ADD VALUE 'promo' BEFORE 'site-settings';
  CREATE TABLE "promo" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"judul" varchar NOT NULL,
  	"slug" varchar,
  	"mulai" timestamp(3) with time zone NOT NULL,
  	"selesai" timestamp(3) with time zone NOT NULL,
  	"ringkasan" varchar NOT NULL,
  	"isi" varchar NOT NULL,
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
  
  CREATE TABLE "promo_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"produk_id" integer
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "promo_id" integer;
  ALTER TABLE "promo_rels" ADD CONSTRAINT "promo_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."promo"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "promo_rels" ADD CONSTRAINT "promo_rels_produk_fk" FOREIGN KEY ("produk_id") REFERENCES "public"."produk"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "promo_slug_idx" ON "promo" USING btree ("slug");
  CREATE INDEX "promo_mulai_idx" ON "promo" USING btree ("mulai");
  CREATE INDEX "promo_updated_at_idx" ON "promo" USING btree ("updated_at");
  CREATE INDEX "promo_created_at_idx" ON "promo" USING btree ("created_at");
  CREATE UNIQUE INDEX "promo_filename_idx" ON "promo" USING btree ("filename");
  CREATE INDEX "promo_sizes_card_sizes_card_filename_idx" ON "promo" USING btree ("sizes_card_filename");
  CREATE INDEX "promo_sizes_large_sizes_large_filename_idx" ON "promo" USING btree ("sizes_large_filename");
  CREATE INDEX "mulai_selesai_idx" ON "promo" USING btree ("mulai","selesai");
  CREATE INDEX "selesai_idx" ON "promo" USING btree ("selesai");
  CREATE INDEX "promo_rels_order_idx" ON "promo_rels" USING btree ("order");
  CREATE INDEX "promo_rels_parent_idx" ON "promo_rels" USING btree ("parent_id");
  CREATE INDEX "promo_rels_path_idx" ON "promo_rels" USING btree ("path");
  CREATE INDEX "promo_rels_produk_id_idx" ON "promo_rels" USING btree ("produk_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_promo_fk" FOREIGN KEY ("promo_id") REFERENCES "public"."promo"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_promo_id_idx" ON "payload_locked_documents_rels" USING btree ("promo_id");`)
  // Written by hand (drizzle knows no operator classes): the title search's trigram index.
  await db.execute(
    sql`CREATE INDEX "promo_judul_trgm_idx" ON "promo" USING gin ("judul" gin_trgm_ops);`,
  )
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP INDEX "promo_judul_trgm_idx";`)
  await db.execute(sql`
   ALTER TABLE "promo" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "promo_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "promo" CASCADE;
  DROP TABLE "promo_rels" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_promo_fk";
  
  ALTER TABLE "aktivitas" ALTER COLUMN "objek" SET DATA TYPE text;
  DROP TYPE "public"."enum_aktivitas_objek";
  CREATE TYPE "public"."enum_aktivitas_objek" AS ENUM('laporan', 'news', 'produk', 'site-settings', 'users');
  ALTER TABLE "aktivitas" ALTER COLUMN "objek" SET DATA TYPE "public"."enum_aktivitas_objek" USING "objek"::"public"."enum_aktivitas_objek";
  DROP INDEX "payload_locked_documents_rels_promo_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "promo_id";`)
}
