import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pengalihan_kode" AS ENUM('301', '302');
  CREATE TYPE "public"."enum_pengalihan_sumber" AS ENUM('manual', 'slug', 'impor');
  ALTER TYPE "public"."enum_aktivitas_objek" ADD VALUE 'pengalihan' BEFORE 'site-settings';
  ALTER TYPE "public"."enum_aktivitas_objek" ADD VALUE 'log404' BEFORE 'site-settings';
  CREATE TABLE "pengalihan" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"dari" varchar NOT NULL,
  	"ke" varchar,
  	"kode" "enum_pengalihan_kode" DEFAULT '301' NOT NULL,
  	"sumber" "enum_pengalihan_sumber" DEFAULT 'manual' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "pengalihan_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"news_id" integer,
  	"produk_id" integer,
  	"promo_id" integer
  );
  
  CREATE TABLE "log404" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"alamat" varchar NOT NULL,
  	"jumlah" numeric DEFAULT 1 NOT NULL,
  	"pertama" timestamp(3) with time zone NOT NULL,
  	"terakhir" timestamp(3) with time zone NOT NULL,
  	"perujuk" varchar
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "pengalihan_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "log404_id" integer;
  ALTER TABLE "pengalihan_rels" ADD CONSTRAINT "pengalihan_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pengalihan"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pengalihan_rels" ADD CONSTRAINT "pengalihan_rels_news_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pengalihan_rels" ADD CONSTRAINT "pengalihan_rels_produk_fk" FOREIGN KEY ("produk_id") REFERENCES "public"."produk"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pengalihan_rels" ADD CONSTRAINT "pengalihan_rels_promo_fk" FOREIGN KEY ("promo_id") REFERENCES "public"."promo"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "pengalihan_dari_idx" ON "pengalihan" USING btree ("dari");
  CREATE INDEX "pengalihan_updated_at_idx" ON "pengalihan" USING btree ("updated_at");
  CREATE INDEX "pengalihan_created_at_idx" ON "pengalihan" USING btree ("created_at");
  CREATE INDEX "pengalihan_rels_order_idx" ON "pengalihan_rels" USING btree ("order");
  CREATE INDEX "pengalihan_rels_parent_idx" ON "pengalihan_rels" USING btree ("parent_id");
  CREATE INDEX "pengalihan_rels_path_idx" ON "pengalihan_rels" USING btree ("path");
  CREATE INDEX "pengalihan_rels_news_id_idx" ON "pengalihan_rels" USING btree ("news_id");
  CREATE INDEX "pengalihan_rels_produk_id_idx" ON "pengalihan_rels" USING btree ("produk_id");
  CREATE INDEX "pengalihan_rels_promo_id_idx" ON "pengalihan_rels" USING btree ("promo_id");
  CREATE UNIQUE INDEX "log404_alamat_idx" ON "log404" USING btree ("alamat");
  CREATE INDEX "log404_jumlah_idx" ON "log404" USING btree ("jumlah");
  CREATE INDEX "log404_terakhir_idx" ON "log404" USING btree ("terakhir");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_pengalihan_fk" FOREIGN KEY ("pengalihan_id") REFERENCES "public"."pengalihan"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_log404_fk" FOREIGN KEY ("log404_id") REFERENCES "public"."log404"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_pengalihan_id_idx" ON "payload_locked_documents_rels" USING btree ("pengalihan_id");
  CREATE INDEX "payload_locked_documents_rels_log404_id_idx" ON "payload_locked_documents_rels" USING btree ("log404_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pengalihan" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pengalihan_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "log404" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pengalihan" CASCADE;
  DROP TABLE "pengalihan_rels" CASCADE;
  DROP TABLE "log404" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_pengalihan_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_log404_fk";
  
  ALTER TABLE "aktivitas" ALTER COLUMN "objek" SET DATA TYPE text;
  DROP TYPE "public"."enum_aktivitas_objek";
  CREATE TYPE "public"."enum_aktivitas_objek" AS ENUM('laporan', 'news', 'produk', 'promo', 'pengajuan', 'media', 'site-settings', 'users');
  ALTER TABLE "aktivitas" ALTER COLUMN "objek" SET DATA TYPE "public"."enum_aktivitas_objek" USING "objek"::"public"."enum_aktivitas_objek";
  DROP INDEX "payload_locked_documents_rels_pengalihan_id_idx";
  DROP INDEX "payload_locked_documents_rels_log404_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "pengalihan_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "log404_id";
  DROP TYPE "public"."enum_pengalihan_kode";
  DROP TYPE "public"."enum_pengalihan_sumber";`)
}
