import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pengajuan_jenis" AS ENUM('pembiayaan', 'kontak');
  CREATE TYPE "public"."enum_pengajuan_status" AS ENUM('baru', 'dihubungi', 'selesai', 'ditolak');
  CREATE TYPE "public"."enum_pengajuan_jenis_margin" AS ENUM('flat', 'efektif', 'anuitas');
  CREATE TYPE "public"."enum_pengajuan_notifikasi_channel" AS ENUM('email', 'webhook');
  CREATE TYPE "public"."enum_pengajuan_notifikasi_status" AS ENUM('pending', 'sent', 'cancelled');
  ALTER TYPE "public"."enum_aktivitas_objek" ADD VALUE 'pengajuan' BEFORE 'site-settings';
  CREATE TABLE "pengajuan" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"nomor" varchar NOT NULL,
  	"jenis" "enum_pengajuan_jenis" NOT NULL,
  	"status" "enum_pengajuan_status" DEFAULT 'baru' NOT NULL,
  	"nama" varchar NOT NULL,
  	"telepon" varchar NOT NULL,
  	"email" varchar,
  	"kota" varchar NOT NULL,
  	"produk_id" integer,
  	"produk_judul" varchar,
  	"jumlah" numeric,
  	"tenor" numeric,
  	"jenis_margin" "enum_pengajuan_jenis_margin",
  	"margin" numeric,
  	"angsuran" numeric,
  	"pesan" varchar,
  	"persetujuan" varchar NOT NULL,
  	"catatan" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "pengajuan_notifikasi" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"pengajuan_id" integer,
  	"channel" "enum_pengajuan_notifikasi_channel" NOT NULL,
  	"status" "enum_pengajuan_notifikasi_status" DEFAULT 'pending' NOT NULL,
  	"attempts" numeric DEFAULT 0 NOT NULL,
  	"next_attempt_at" timestamp(3) with time zone NOT NULL,
  	"claimed_until" timestamp(3) with time zone,
  	"last_error" varchar,
  	"sent_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "pengajuan_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "pengajuan_notifikasi_id" integer;
  ALTER TABLE "pengajuan" ADD CONSTRAINT "pengajuan_produk_id_produk_id_fk" FOREIGN KEY ("produk_id") REFERENCES "public"."produk"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pengajuan_notifikasi" ADD CONSTRAINT "pengajuan_notifikasi_pengajuan_id_pengajuan_id_fk" FOREIGN KEY ("pengajuan_id") REFERENCES "public"."pengajuan"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "pengajuan_nomor_idx" ON "pengajuan" USING btree ("nomor");
  CREATE INDEX "pengajuan_status_idx" ON "pengajuan" USING btree ("status");
  CREATE INDEX "pengajuan_telepon_idx" ON "pengajuan" USING btree ("telepon");
  CREATE INDEX "pengajuan_produk_idx" ON "pengajuan" USING btree ("produk_id");
  CREATE INDEX "pengajuan_updated_at_idx" ON "pengajuan" USING btree ("updated_at");
  CREATE INDEX "pengajuan_created_at_idx" ON "pengajuan" USING btree ("created_at");
  CREATE INDEX "pengajuan_notifikasi_pengajuan_idx" ON "pengajuan_notifikasi" USING btree ("pengajuan_id");
  CREATE INDEX "pengajuan_notifikasi_next_attempt_at_idx" ON "pengajuan_notifikasi" USING btree ("next_attempt_at");
  CREATE INDEX "pengajuan_notifikasi_updated_at_idx" ON "pengajuan_notifikasi" USING btree ("updated_at");
  CREATE INDEX "pengajuan_notifikasi_created_at_idx" ON "pengajuan_notifikasi" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_pengajuan_fk" FOREIGN KEY ("pengajuan_id") REFERENCES "public"."pengajuan"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_pengajuan_notifikasi_fk" FOREIGN KEY ("pengajuan_notifikasi_id") REFERENCES "public"."pengajuan_notifikasi"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_pengajuan_id_idx" ON "payload_locked_documents_rels" USING btree ("pengajuan_id");
  CREATE INDEX "payload_locked_documents_rels_pengajuan_notifikasi_id_idx" ON "payload_locked_documents_rels" USING btree ("pengajuan_notifikasi_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pengajuan" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pengajuan_notifikasi" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pengajuan" CASCADE;
  DROP TABLE "pengajuan_notifikasi" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_pengajuan_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_pengajuan_notifikasi_fk";
  
  ALTER TABLE "aktivitas" ALTER COLUMN "objek" SET DATA TYPE text;
  DROP TYPE "public"."enum_aktivitas_objek";
  CREATE TYPE "public"."enum_aktivitas_objek" AS ENUM('laporan', 'news', 'produk', 'site-settings', 'users');
  ALTER TABLE "aktivitas" ALTER COLUMN "objek" SET DATA TYPE "public"."enum_aktivitas_objek" USING "objek"::"public"."enum_aktivitas_objek";
  DROP INDEX "payload_locked_documents_rels_pengajuan_id_idx";
  DROP INDEX "payload_locked_documents_rels_pengajuan_notifikasi_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "pengajuan_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "pengajuan_notifikasi_id";
  DROP TYPE "public"."enum_pengajuan_jenis";
  DROP TYPE "public"."enum_pengajuan_status";
  DROP TYPE "public"."enum_pengajuan_jenis_margin";
  DROP TYPE "public"."enum_pengajuan_notifikasi_channel";
  DROP TYPE "public"."enum_pengajuan_notifikasi_status";`)
}
