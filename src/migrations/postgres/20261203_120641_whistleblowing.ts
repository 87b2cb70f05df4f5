import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_wbs_lampiran_jenis" AS ENUM('bukti', 'tambahan');
  CREATE TYPE "public"."enum_wbs_percakapan_dari" AS ENUM('bank', 'pelapor');
  CREATE TYPE "public"."enum_wbs_status" AS ENUM('diterima', 'ditelaah', 'selesai');
  CREATE TYPE "public"."enum_wbs_hasil" AS ENUM('terbukti', 'tidakTerbukti');
  ALTER TYPE "public"."enum_aktivitas_objek" ADD VALUE 'wbs' BEFORE 'media';
  CREATE TABLE "wbs_lampiran" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"kunci" varchar NOT NULL,
  	"nama" varchar NOT NULL,
  	"mime" varchar NOT NULL,
  	"ukuran" numeric NOT NULL,
  	"jenis" "enum_wbs_lampiran_jenis" NOT NULL
  );
  
  CREATE TABLE "wbs_percakapan" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"dari" "enum_wbs_percakapan_dari" NOT NULL,
  	"teks" varchar,
  	"pada" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "wbs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"nomor" varchar NOT NULL,
  	"kode_hash" varchar NOT NULL,
  	"status" "enum_wbs_status" DEFAULT 'diterima' NOT NULL,
  	"hasil" "enum_wbs_hasil",
  	"kesimpulan" varchar,
  	"apa" varchar NOT NULL,
  	"siapa" varchar NOT NULL,
  	"kapan" varchar NOT NULL,
  	"dimana" varchar NOT NULL,
  	"bagaimana" varchar NOT NULL,
  	"anonim" boolean DEFAULT true,
  	"nama" varchar,
  	"kontak" varchar,
  	"diterima_pada" timestamp(3) with time zone NOT NULL,
  	"selesai_pada" timestamp(3) with time zone,
  	"persetujuan" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "users" ADD COLUMN "petugas_whistleblowing" boolean DEFAULT false;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "wbs_id" integer;
  ALTER TABLE "site_settings" ADD COLUMN "whistleblowing_pengantar" varchar DEFAULT 'Laporkan dugaan kecurangan, suap, atau pelanggaran lain oleh pegawai, pengurus, atau mitra bank. Anda boleh melapor tanpa nama; laporan hanya dibaca oleh petugas whistleblowing.';
  ALTER TABLE "site_settings" ADD COLUMN "whistleblowing_retensi_tahun" numeric DEFAULT 5;
  ALTER TABLE "wbs_lampiran" ADD CONSTRAINT "wbs_lampiran_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."wbs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "wbs_percakapan" ADD CONSTRAINT "wbs_percakapan_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."wbs"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "wbs_lampiran_order_idx" ON "wbs_lampiran" USING btree ("_order");
  CREATE INDEX "wbs_lampiran_parent_id_idx" ON "wbs_lampiran" USING btree ("_parent_id");
  CREATE INDEX "wbs_percakapan_order_idx" ON "wbs_percakapan" USING btree ("_order");
  CREATE INDEX "wbs_percakapan_parent_id_idx" ON "wbs_percakapan" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "wbs_nomor_idx" ON "wbs" USING btree ("nomor");
  CREATE INDEX "wbs_status_idx" ON "wbs" USING btree ("status");
  CREATE INDEX "wbs_updated_at_idx" ON "wbs" USING btree ("updated_at");
  CREATE INDEX "wbs_created_at_idx" ON "wbs" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_wbs_fk" FOREIGN KEY ("wbs_id") REFERENCES "public"."wbs"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_wbs_id_idx" ON "payload_locked_documents_rels" USING btree ("wbs_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "wbs_lampiran" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "wbs_percakapan" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "wbs" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "wbs_lampiran" CASCADE;
  DROP TABLE "wbs_percakapan" CASCADE;
  DROP TABLE "wbs" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_wbs_fk";
  
  ALTER TABLE "aktivitas" ALTER COLUMN "objek" SET DATA TYPE text;
  DROP TYPE "public"."enum_aktivitas_objek";
  CREATE TYPE "public"."enum_aktivitas_objek" AS ENUM('laporan', 'news', 'produk', 'promo', 'pengajuan', 'pengaduan', 'media', 'pengalihan', 'log404', 'site-settings', 'users');
  ALTER TABLE "aktivitas" ALTER COLUMN "objek" SET DATA TYPE "public"."enum_aktivitas_objek" USING "objek"::"public"."enum_aktivitas_objek";
  DROP INDEX "payload_locked_documents_rels_wbs_id_idx";
  ALTER TABLE "users" DROP COLUMN "petugas_whistleblowing";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "wbs_id";
  ALTER TABLE "site_settings" DROP COLUMN "whistleblowing_pengantar";
  ALTER TABLE "site_settings" DROP COLUMN "whistleblowing_retensi_tahun";
  DROP TYPE "public"."enum_wbs_lampiran_jenis";
  DROP TYPE "public"."enum_wbs_percakapan_dari";
  DROP TYPE "public"."enum_wbs_status";
  DROP TYPE "public"."enum_wbs_hasil";`)
}
