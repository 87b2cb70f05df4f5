import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pengaduan_lampiran_jenis" AS ENUM('bukti', 'kuasa', 'tambahan');
  CREATE TYPE "public"."enum_pengaduan_kanal" AS ENUM('telepon', 'kantor', 'formulir', 'whatsapp', 'email', 'surat');
  CREATE TYPE "public"."enum_pengaduan_status" AS ENUM('diterima', 'diproses', 'diperpanjang', 'selesai', 'tidakLengkap');
  CREATE TYPE "public"."enum_pengajuan_notifikasi_pesan" AS ENUM('jawaban', 'perpanjangan');
  ALTER TYPE "public"."enum_aktivitas_objek" ADD VALUE 'pengaduan' BEFORE 'media';
  CREATE TABLE "pengaduan_lampiran" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"kunci" varchar NOT NULL,
  	"nama" varchar NOT NULL,
  	"mime" varchar NOT NULL,
  	"ukuran" numeric NOT NULL,
  	"jenis" "enum_pengaduan_lampiran_jenis" NOT NULL
  );
  
  CREATE TABLE "pengaduan_catatan" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"teks" varchar NOT NULL,
  	"oleh_id" integer,
  	"pada" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "pengaduan_tambahan" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"teks" varchar,
  	"pada" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "pengaduan" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"nomor" varchar NOT NULL,
  	"kode_hash" varchar NOT NULL,
  	"kanal" "enum_pengaduan_kanal" NOT NULL,
  	"status" "enum_pengaduan_status" DEFAULT 'diterima' NOT NULL,
  	"nama" varchar NOT NULL,
  	"telepon" varchar NOT NULL,
  	"email" varchar,
  	"rekening" varchar,
  	"produk" varchar,
  	"tanggal_kejadian" varchar,
  	"kronologi" varchar NOT NULL,
  	"kerugian" numeric,
  	"penyelesaian" varchar,
  	"mewakili" boolean DEFAULT false,
  	"diterima_pada" timestamp(3) with time zone NOT NULL,
  	"jatuh_tempo" varchar NOT NULL,
  	"alasan_perpanjangan" varchar,
  	"jawaban" varchar,
  	"kekurangan" varchar,
  	"selesai_pada" timestamp(3) with time zone,
  	"petugas_id" integer,
  	"persetujuan" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "site_settings_pengaduan_cuti_bersama" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"tanggal" varchar NOT NULL
  );
  
  ALTER TABLE "pengajuan_notifikasi" ADD COLUMN "pengaduan_id" integer;
  ALTER TABLE "pengajuan_notifikasi" ADD COLUMN "pesan" "enum_pengajuan_notifikasi_pesan";
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "pengaduan_id" integer;
  ALTER TABLE "site_settings" ADD COLUMN "pengaduan_pengantar" varchar DEFAULT 'Kami menerima pengaduan atas produk dan layanan bank. Setiap pengaduan dicatat dengan nomor, ditangani dalam batas waktu yang ditetapkan, dan dapat Anda pantau statusnya.';
  ALTER TABLE "site_settings" ADD COLUMN "pengaduan_siapa" varchar DEFAULT 'Nasabah atau calon nasabah bank, atau wakilnya yang membawa surat kuasa bermeterai dari nasabah tersebut.';
  ALTER TABLE "site_settings" ADD COLUMN "pengaduan_lampiran" varchar DEFAULT 'Fotokopi/foto KTP, bukti transaksi atau dokumen pendukung lainnya, dan surat kuasa bila mewakili orang lain.';
  ALTER TABLE "site_settings" ADD COLUMN "pengaduan_batas_lisan" numeric DEFAULT 5;
  ALTER TABLE "site_settings" ADD COLUMN "pengaduan_batas_tertulis" numeric DEFAULT 10;
  ALTER TABLE "site_settings" ADD COLUMN "pengaduan_perpanjangan" numeric DEFAULT 10;
  ALTER TABLE "site_settings" ADD COLUMN "pengaduan_retensi_tahun" numeric DEFAULT 5;
  ALTER TABLE "pengaduan_lampiran" ADD CONSTRAINT "pengaduan_lampiran_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pengaduan"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pengaduan_catatan" ADD CONSTRAINT "pengaduan_catatan_oleh_id_users_id_fk" FOREIGN KEY ("oleh_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pengaduan_catatan" ADD CONSTRAINT "pengaduan_catatan_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pengaduan"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pengaduan_tambahan" ADD CONSTRAINT "pengaduan_tambahan_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pengaduan"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pengaduan" ADD CONSTRAINT "pengaduan_petugas_id_users_id_fk" FOREIGN KEY ("petugas_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "site_settings_pengaduan_cuti_bersama" ADD CONSTRAINT "site_settings_pengaduan_cuti_bersama_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pengaduan_lampiran_order_idx" ON "pengaduan_lampiran" USING btree ("_order");
  CREATE INDEX "pengaduan_lampiran_parent_id_idx" ON "pengaduan_lampiran" USING btree ("_parent_id");
  CREATE INDEX "pengaduan_catatan_order_idx" ON "pengaduan_catatan" USING btree ("_order");
  CREATE INDEX "pengaduan_catatan_parent_id_idx" ON "pengaduan_catatan" USING btree ("_parent_id");
  CREATE INDEX "pengaduan_catatan_oleh_idx" ON "pengaduan_catatan" USING btree ("oleh_id");
  CREATE INDEX "pengaduan_tambahan_order_idx" ON "pengaduan_tambahan" USING btree ("_order");
  CREATE INDEX "pengaduan_tambahan_parent_id_idx" ON "pengaduan_tambahan" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pengaduan_nomor_idx" ON "pengaduan" USING btree ("nomor");
  CREATE INDEX "pengaduan_kanal_idx" ON "pengaduan" USING btree ("kanal");
  CREATE INDEX "pengaduan_status_idx" ON "pengaduan" USING btree ("status");
  CREATE INDEX "pengaduan_telepon_idx" ON "pengaduan" USING btree ("telepon");
  CREATE INDEX "pengaduan_jatuh_tempo_idx" ON "pengaduan" USING btree ("jatuh_tempo");
  CREATE INDEX "pengaduan_petugas_idx" ON "pengaduan" USING btree ("petugas_id");
  CREATE INDEX "pengaduan_updated_at_idx" ON "pengaduan" USING btree ("updated_at");
  CREATE INDEX "pengaduan_created_at_idx" ON "pengaduan" USING btree ("created_at");
  CREATE INDEX "site_settings_pengaduan_cuti_bersama_order_idx" ON "site_settings_pengaduan_cuti_bersama" USING btree ("_order");
  CREATE INDEX "site_settings_pengaduan_cuti_bersama_parent_id_idx" ON "site_settings_pengaduan_cuti_bersama" USING btree ("_parent_id");
  ALTER TABLE "pengajuan_notifikasi" ADD CONSTRAINT "pengajuan_notifikasi_pengaduan_id_pengaduan_id_fk" FOREIGN KEY ("pengaduan_id") REFERENCES "public"."pengaduan"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_pengaduan_fk" FOREIGN KEY ("pengaduan_id") REFERENCES "public"."pengaduan"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pengajuan_notifikasi_pengaduan_idx" ON "pengajuan_notifikasi" USING btree ("pengaduan_id");
  CREATE INDEX "payload_locked_documents_rels_pengaduan_id_idx" ON "payload_locked_documents_rels" USING btree ("pengaduan_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pengaduan_lampiran" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pengaduan_catatan" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pengaduan_tambahan" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pengaduan" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "site_settings_pengaduan_cuti_bersama" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pengaduan_lampiran" CASCADE;
  DROP TABLE "pengaduan_catatan" CASCADE;
  DROP TABLE "pengaduan_tambahan" CASCADE;
  DROP TABLE "pengaduan" CASCADE;
  DROP TABLE "site_settings_pengaduan_cuti_bersama" CASCADE;
  ALTER TABLE "pengajuan_notifikasi" DROP CONSTRAINT "pengajuan_notifikasi_pengaduan_id_pengaduan_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_pengaduan_fk";
  
  ALTER TABLE "aktivitas" ALTER COLUMN "objek" SET DATA TYPE text;
  DROP TYPE "public"."enum_aktivitas_objek";
  CREATE TYPE "public"."enum_aktivitas_objek" AS ENUM('laporan', 'news', 'produk', 'promo', 'pengajuan', 'media', 'site-settings', 'users');
  ALTER TABLE "aktivitas" ALTER COLUMN "objek" SET DATA TYPE "public"."enum_aktivitas_objek" USING "objek"::"public"."enum_aktivitas_objek";
  DROP INDEX "pengajuan_notifikasi_pengaduan_idx";
  DROP INDEX "payload_locked_documents_rels_pengaduan_id_idx";
  ALTER TABLE "pengajuan_notifikasi" DROP COLUMN "pengaduan_id";
  ALTER TABLE "pengajuan_notifikasi" DROP COLUMN "pesan";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "pengaduan_id";
  ALTER TABLE "site_settings" DROP COLUMN "pengaduan_pengantar";
  ALTER TABLE "site_settings" DROP COLUMN "pengaduan_siapa";
  ALTER TABLE "site_settings" DROP COLUMN "pengaduan_lampiran";
  ALTER TABLE "site_settings" DROP COLUMN "pengaduan_batas_lisan";
  ALTER TABLE "site_settings" DROP COLUMN "pengaduan_batas_tertulis";
  ALTER TABLE "site_settings" DROP COLUMN "pengaduan_perpanjangan";
  ALTER TABLE "site_settings" DROP COLUMN "pengaduan_retensi_tahun";
  DROP TYPE "public"."enum_pengaduan_lampiran_jenis";
  DROP TYPE "public"."enum_pengaduan_kanal";
  DROP TYPE "public"."enum_pengaduan_status";
  DROP TYPE "public"."enum_pengajuan_notifikasi_pesan";`)
}
